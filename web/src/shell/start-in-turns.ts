/** A start-up step; it may return what stops what it started. */
export type StartStep = () => (() => void) | undefined;

/**
 * Runs each step in a task of its own, in order, and returns what stops them all: the steps not yet run are
 * dropped, the others stopped. A page's first effects then run as several short tasks between which the
 * phone paints and answers a tap, rather than as one long one.
 */
export function startInTurns(steps: readonly StartStep[]): () => void {
  const stops: (() => void)[] = [];
  let next = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const runNext = () => {
    const step = steps[next++];
    if (!step) return;
    const stop = step();
    if (stop) stops.push(stop);
    timer = setTimeout(runNext);
  };
  timer = setTimeout(runNext);
  return () => {
    clearTimeout(timer);
    next = steps.length;
    for (const stop of stops) stop();
  };
}
