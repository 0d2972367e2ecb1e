import { parseRaceTime } from '@lemans/contract/timing';
import { migrateToLatest } from '@lemans/migrations';
import { createDb, withDatabaseName } from '@lemans/platform';
import { parseSnapshot, snapshotAt } from '@lemans/race';
import { ingestRecording } from '../services/ingest/src/ingest/ingest-recording.ts';
import { SessionIngestor } from '../services/ingest/src/ingest/session-ingestor.ts';
import { readRecording2025 } from '../tests/support/live-seed.ts';
import { dropDatabase } from '../tests/support/postgres-admin.ts';
import { rowByRowIngestor } from './alternatives/row-by-row-ingest.ts';
import { type BenchSection, fixed, ratio, summarise, table } from './lib/stats.ts';

const FROM = parseRaceTime('11:00:00') as number;
const UNTIL = parseRaceTime('12:00:00') as number;
const STEP = 3000;

/**
 * Ingest of the 62-car field: the time of one snapshot on the live path (parse, diff, one transaction with
 * the events and every projection), over an hour of the race around the safety car, against the same
 * events written row by row; then the whole race in-process, in batches of snapshots.
 */
export async function run(): Promise<BenchSection> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/lemans';
  const recording = await readRecording2025();
  const urls = ['live', 'naive', 'race'].map((name) =>
    withDatabaseName(serverUrl, `lemans_bench_ingest_${name}_${process.pid}`),
  );
  try {
    for (const url of urls) await migrateToLatest(url);
    const [live, naive, race] = urls.map((url) => createDb(url, { max: 2 })) as [
      ReturnType<typeof createDb>,
      ReturnType<typeof createDb>,
      ReturnType<typeof createDb>,
    ];
    const times = { ours: [] as number[], naive: [] as number[] };
    const ingestor = await SessionIngestor.load(live, 'bench');
    const naiveIngest = rowByRowIngestor(naive, 'bench');
    for (let t = FROM; t <= UNTIL; t += STEP) {
      const observedAt = new Date(recording.meta.startTimeMs + t);
      let start = performance.now();
      const snapshot = parseSnapshot(snapshotAt(recording, t));
      await ingestor.apply(live, [{ snapshot, snapshotId: `t${t}`, observedAt }]);
      times.ours.push(performance.now() - start);
      start = performance.now();
      await naiveIngest(parseSnapshot(snapshotAt(recording, t)), observedAt);
      times.naive.push(performance.now() - start);
    }
    const ours = summarise(times.ours);
    const theirs = summarise(times.naive);

    const started = performance.now();
    const whole = await ingestRecording(race, recording, { batchSize: 200 });
    const wholeSeconds = (performance.now() - started) / 1000;
    await Promise.all([live.destroy(), naive.destroy(), race.destroy()]);

    return {
      title: 'Ingest of the 2025 race (62 cars): one snapshot per transaction, and the whole race in-process',
      markdown: [
        table(
          ['implementation', 'snapshots', 'p50 ms', 'p99 ms', 'max ms'],
          [
            [
              'ours: events + projections batched per table',
              ours.count,
              fixed(ours.p50, 2),
              fixed(ours.p99, 2),
              fixed(ours.max, 1),
            ],
            [
              'row by row: one statement per event and per row',
              theirs.count,
              fixed(theirs.p50, 2),
              fixed(theirs.p99, 2),
              fixed(theirs.max, 1),
            ],
          ],
        ),
        '',
        `Per snapshot (11:00-12:00, safety car included), naive / ours: p50 ${ratio(ours.p50, theirs.p50)}, p99 ${ratio(ours.p99, theirs.p99)}.`,
        '',
        `Whole race in-process (${whole.snapshots} snapshots, one every 3 s of race time, ${whole.events} events, ` +
          `200 snapshots per transaction): **${fixed(wholeSeconds, 1)} s** (target: under 30 s).`,
      ].join('\n'),
    };
  } finally {
    for (const url of urls) await dropDatabase(serverUrl, url.slice(url.lastIndexOf('/') + 1));
  }
}
