import { fileURLToPath } from 'node:url';
import { readRecordingFile, snapshotAt } from '@lemans/race';
import { naiveClassificationAt } from './alternatives/naive-snapshot.ts';
import { type BenchSection, fixed, ratio, summarise, table } from './lib/stats.ts';

const RECORDING = fileURLToPath(
  new URL('../services/feed/recordings/le-mans-2025-race.json.gz', import.meta.url),
);
const STEP_MS = 3000;

/**
 * Cost of one organiser snapshot of the 62-car field, every 3 s of race time over the whole 2025 race
 * (28,900 snapshots), against the same classification computed without an index.
 */
export async function run(): Promise<BenchSection> {
  const recording = await readRecordingFile(RECORDING);
  const times: number[] = [];
  for (let t = 0; t <= recording.meta.durationMs; t += STEP_MS) times.push(t);

  const measure = (compute: (t: number) => unknown, sample: readonly number[]) => {
    for (const t of sample.slice(0, 200)) compute(t); // warm-up: JIT and, for snapshotAt, the index
    return sample.map((t) => {
      const start = performance.now();
      compute(t);
      return performance.now() - start;
    });
  };
  const ours = summarise(measure((t) => snapshotAt(recording, t), times));
  // The naive computation is slow enough that a tenth of the moments gives a stable picture.
  const theirs = summarise(
    measure(
      (t) => naiveClassificationAt(recording, t),
      times.filter((_, i) => i % 10 === 0),
    ),
  );

  const rows = [
    ['snapshotAt (indexed, all fields)', ours.count, fixed(ours.p50), fixed(ours.p99), fixed(ours.max)],
    [
      'naive scan of the lap table (8 fields)',
      theirs.count,
      fixed(theirs.p50),
      fixed(theirs.p99),
      fixed(theirs.max),
    ],
  ];
  return {
    title: 'Organiser snapshot of the 2025 race (62 cars), every 3 s of race time',
    markdown: [
      table(['implementation', 'snapshots', 'p50 ms', 'p99 ms', 'max ms'], rows),
      '',
      `Ratio (naive / ours): p50 ${ratio(ours.p50, theirs.p50)}, p99 ${ratio(ours.p99, theirs.p99)}. ` +
        `The whole race replayed every 3 s costs ${fixed((ours.mean * ours.count) / 1000, 2)} s of CPU here.`,
    ].join('\n'),
  };
}
