/** A start-up step; it may return what stops what it started. */
export type StartStep = () => (() => void) | undefined;

/** Queues `run` as a task of its own; returns what drops it if it has not run yet. */
export type QueueTask = (run: () => void) => () => void;

/**
 * A message to ourselves: a new task at once, which (unlike a timer) a background tab does not hold back
 * for a second or more, nor a test's stopped clock forever.
 */
export const queueTask: QueueTask = (run) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(undefined);
  return () => channel.port1.close();
};

/**
 * Runs each step in a task of its own, in order, and returns what stops them all: the steps not yet run are
 * dropped, the others stopped. A page's first effects then run as several short tasks between which the
 * phone paints and answers a tap, rather than as one long one.
 */
export function startInTurns(steps: readonly StartStep[], queue: QueueTask = queueTask): () => void {
  const stops: (() => void)[] = [];
  let next = 0;
  let drop = queue(function runNext() {
    const step = steps[next++];
    if (!step) return;
    const stop = step();
    if (stop) stops.push(stop);
    drop = queue(runNext);
  });
  return () => {
    drop();
    next = steps.length;
    for (const stop of stops) stop();
  };
}
