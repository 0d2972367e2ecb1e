import type { AnalyticsEvent, AnalyticsSink } from './events.ts';

/**
 * Events are sent in batches rather than one request each: a batch leaves when it reaches 20 events, a
 * few seconds after its first event, or at once when the page goes away. A batch the sink fails to
 * deliver is dropped: audience figures are not worth a retry queue, and nothing is ever shown to the user.
 */

export const MAX_BATCH_EVENTS = 20;
export const FLUSH_INTERVAL_MS = 5000;

export interface BatcherOptions {
  sink: AnalyticsSink;
  maxEvents?: number;
  intervalMs?: number;
}

export interface Batcher {
  add(event: AnalyticsEvent): void;
  /** Sends what is waiting now; `unloading` while the page goes away. */
  flush(unloading?: boolean): void;
  /** Events waiting for the next batch. */
  readonly pending: number;
}

export function createBatcher({
  sink,
  maxEvents = MAX_BATCH_EVENTS,
  intervalMs = FLUSH_INTERVAL_MS,
}: BatcherOptions): Batcher {
  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = (unloading = false) => {
    clearTimeout(timer);
    timer = undefined;
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    deliver(sink, batch, unloading);
  };

  return {
    add(event) {
      queue.push(event);
      if (queue.length >= maxEvents) flush();
      else timer ??= setTimeout(() => flush(), intervalMs);
    },
    flush,
    get pending() {
      return queue.length;
    },
  };
}

/**
 * Called synchronously, so that a beacon leaves while the page is still there; a throw or a rejection is
 * swallowed.
 */
function deliver(sink: AnalyticsSink, batch: AnalyticsEvent[], unloading: boolean): void {
  try {
    void Promise.resolve(sink(batch, { unloading })).catch(() => undefined);
  } catch {
    // Dropped: see above.
  }
}
