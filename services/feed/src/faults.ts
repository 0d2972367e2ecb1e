/**
 * Fault injection for the data feed: the failures a poller meets on the real organiser feed (slow answers,
 * 5xx, bodies cut by a proxy, broken JSON), drawn from a seeded generator so that a run can be replayed.
 */

export interface FaultSettings {
  /** Latency added to every answer. */
  delayMs: number;
  /** Share of 503 answers, 0..1. */
  errorRate: number;
  /** Share of 200 answers whose body is cut in the middle. */
  truncateRate: number;
  /** Share of 200 answers whose body is not valid JSON. */
  malformedRate: number;
  seed: number;
}

export type Fault = 'none' | 'unavailable' | 'truncated' | 'malformed';

export const NO_FAULTS: FaultSettings = Object.freeze({
  delayMs: 0,
  errorRate: 0,
  truncateRate: 0,
  malformedRate: 0,
  seed: 1,
});

/** Checks what a schema cannot see field by field; returns the French problem or null. */
export function faultSettingsProblem(settings: FaultSettings): string | null {
  const total = settings.errorRate + settings.truncateRate + settings.malformedRate;
  return total > 1
    ? `La somme des taux de pannes (errorRate + truncateRate + malformedRate) vaut ${total} et ne doit pas dépasser 1`
    : null;
}

/** mulberry32: tiny, fast and good enough to spread faults; not for anything secret. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export class FaultInjector {
  #settings: FaultSettings;
  #random: () => number;

  constructor(settings: FaultSettings) {
    this.#settings = checked(settings);
    this.#random = mulberry32(settings.seed);
  }

  settings(): FaultSettings {
    return { ...this.#settings };
  }

  /** Changes the settings; a new seed restarts the sequence, other changes keep its course. */
  update(changes: Partial<FaultSettings>): void {
    const next = checked({ ...this.#settings, ...changes });
    if (changes.seed !== undefined) this.#random = mulberry32(next.seed);
    this.#settings = next;
  }

  /** One draw per request, whatever the rates, so that a given seed gives the same sequence of faults. */
  draw(): Fault {
    const roll = this.#random();
    const { errorRate, truncateRate, malformedRate } = this.#settings;
    if (roll < errorRate) return 'unavailable';
    if (roll < errorRate + truncateRate) return 'truncated';
    if (roll < errorRate + truncateRate + malformedRate) return 'malformed';
    return 'none';
  }
}

/** The first half of the body, as a connection dropped mid-transfer leaves it. */
export function truncateBody(body: Buffer): Buffer {
  return body.subarray(0, Math.floor(body.length / 2));
}

/** The body with a trailing comma before its closing brace: a classic serialiser bug JSON.parse rejects. */
export function malformBody(body: Buffer): Buffer {
  return Buffer.concat([body.subarray(0, body.length - 1), Buffer.from(',}')]);
}

function checked(settings: FaultSettings): FaultSettings {
  const problem = faultSettingsProblem(settings);
  if (problem) throw new RangeError(problem);
  return { ...settings };
}
