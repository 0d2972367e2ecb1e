/**
 * Calls `run` at most once per interval with the latest value, the last value always delivered (a trailing
 * call): enough for an address that follows a moving slider without flooding the browser's history API.
 */

export interface Timers {
  now: () => number;
  setTimeout: (run: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export interface Throttled<Value> {
  (value: Value): void;
  /** Delivers a waiting value now. */
  flush: () => void;
  /** Drops a waiting value. */
  cancel: () => void;
}

export function throttle<Value>(
  run: (value: Value) => void,
  intervalMs: number,
  timers: Timers,
): Throttled<Value> {
  let last = Number.NEGATIVE_INFINITY;
  let waiting: { value: Value } | null = null;
  let handle: unknown = null;

  const deliver = () => {
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
    if (!waiting) return;
    const { value } = waiting;
    waiting = null;
    last = timers.now();
    run(value);
  };

  const throttled = (value: Value) => {
    waiting = { value };
    const early = last + intervalMs - timers.now();
    if (early <= 0) deliver();
    else if (handle === null) handle = timers.setTimeout(deliver, early);
  };
  throttled.flush = deliver;
  throttled.cancel = () => {
    waiting = null;
    if (handle !== null) timers.clearTimeout(handle);
    handle = null;
  };
  return throttled;
}

export const browserTimers: Timers = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};
