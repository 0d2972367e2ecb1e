import { availableParallelism, loadavg } from 'node:os';
import { fixed } from './stats.ts';

/** The load average (1 min) now: taken before a benchmark's own work, what else the machine was running. */
export function loadBefore(): number {
  return loadavg()[0] ?? 0;
}

/** Whether the numbers were measured on a quiet machine, as a sentence for a results section. */
export function loadNote(load: number): string {
  const cores = availableParallelism();
  const busy = load > cores / 2;
  return (
    `Load average (1 min) when the benchmark started: ${fixed(load, 2)} on ${cores} cores` +
    (busy
      ? ': **the machine was busy with other work**, so the absolute numbers are worse than on a quiet one; ' +
        'what is compared shared it alike, the ratios are the comparison.'
      : ' (a quiet machine).')
  );
}
