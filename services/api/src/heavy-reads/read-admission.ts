/** What a queue of heavy reads holds when one more arrives. */
export interface QueueLoad {
  running: number;
  waiting: number;
  /** Reads run at once. */
  concurrency: number;
  /** What a read has taken lately, from its start to its answer. */
  expectedMs: number;
  /** The longest a read may wait for its turn. */
  maxWaitMs: number;
}

export type Admission =
  | { decision: 'start' }
  | { decision: 'wait'; expectedWaitMs: number }
  | { decision: 'refuse'; retryAfterS: number };

/** A client told to come back is told at most this long: past it the figure says nothing useful. */
const MAX_RETRY_AFTER_S = 30;

/**
 * Whether a read arriving now starts, waits its turn, or is refused at once: it waits only when the reads
 * ahead of it (running and queued) should be done within the bound, so that a refusal comes at once rather
 * than after the wait it foresaw. A refused client is told to come back when the queue should have drained.
 */
export function admissionOf(load: QueueLoad): Admission {
  if (load.running < load.concurrency) return { decision: 'start' };
  // Its turn comes once every read queued ahead of it has had a slot, in rounds of `concurrency`.
  const expectedWaitMs = Math.ceil((load.waiting + 1) / load.concurrency) * load.expectedMs;
  if (expectedWaitMs <= load.maxWaitMs) return { decision: 'wait', expectedWaitMs };
  const retryAfterS = Math.min(MAX_RETRY_AFTER_S, Math.max(1, Math.ceil(expectedWaitMs / 1000)));
  return { decision: 'refuse', retryAfterS };
}

/** How much a new duration moves the expected one: a few reads' worth of memory. */
const WEIGHT = 0.2;

/** The expected duration after one more read took `tookMs`. */
export function nextExpectedMs(expectedMs: number, tookMs: number): number {
  return expectedMs + WEIGHT * (tookMs - expectedMs);
}
