import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

/**
 * A visitor reading one URL every `intervalMs` for `durationMs`, one request at a time, timed in a worker
 * thread of its own: the load generator of the same run keeps the main thread busy, and would otherwise
 * delay the probe's own timing. Plain JavaScript, so that the worker needs no TypeScript loader.
 */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, intervalMs, durationMs } = workerData;
(async () => {
  // A first request opens the connection (as a page's open keep-alive one): only then does timing start.
  await (await fetch(url)).arrayBuffer();
  parentPort.postMessage({ ready: true });
  const samples = [];
  const statuses = {};
  const until = performance.now() + durationMs;
  while (performance.now() < until) {
    const sent = performance.now();
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(30000) });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] || 0) + 1;
    } catch {
      statuses.failed = (statuses.failed || 0) + 1;
    }
    const took = performance.now() - sent;
    samples.push(took);
    if (took < intervalMs) await new Promise((resolve) => setTimeout(resolve, intervalMs - took));
  }
  parentPort.postMessage({ samples, statuses });
})();
`;

export interface ProbeResult {
  samples: number[];
  statuses: Record<string, number>;
}

/**
 * Starts the probe and resolves once its connection is open and timing has begun; `result` settles with
 * its samples once `durationMs` has passed.
 */
export async function startLatencyProbe(
  url: string,
  intervalMs: number,
  durationMs: number,
): Promise<{ result: Promise<ProbeResult> }> {
  const worker = new Worker(PROBE, { eval: true, workerData: { url, intervalMs, durationMs } });
  await once(worker, 'message');
  const result = (once(worker, 'message') as Promise<[ProbeResult]>).then(async ([samples]) => {
    await worker.terminate();
    return samples;
  });
  return { result };
}
