import { readFile } from 'node:fs/promises';
import { importAlkamelText } from '@lemans/alkamel';
import { importSessionIdOf } from '@lemans/bus/recordings-queue';
import { migrateToLatest } from '@lemans/migrations';
import { createDb, type Db, withDatabaseName } from '@lemans/platform';
import { type LapRecording, summarise as summariseRecording } from '@lemans/race';
import { saveLapRecording } from '@lemans/recordings';
import { ingestRecording } from '../services/ingest/src/ingest/ingest-recording.ts';
import { ingestImportedRecording } from '../services/ingest/src/recordings/ingest-imported-recording.ts';
import { dropDatabase } from '../tests/support/postgres-admin.ts';
import { sharedDataPath } from '../tests/support/shared-data.ts';
import { type BenchSection, fixed, table } from './lib/stats.ts';

const ANALYSIS = 'alkamel/le-mans-2025-race-analysis.csv';
/** One snapshot per transaction over the whole race takes minutes: it runs over the first two hours. */
const NAIVE_UNTIL_MS = 2 * 3600_000;

const seconds = (since: number) => (performance.now() - since) / 1000;

/**
 * Import of the whole 2025 race as the admin upload and `import-alkamel --ingest` run it, stage by stage:
 * parse the Analysis CSV into a recording, store it, ingest it into a session with its full history (events
 * and projections, 200 snapshots per transaction). Against the same events and projections written one
 * snapshot per transaction, as a naive importer looping over the live path would; that one runs over the
 * first two hours of race time (ours too, for a like-for-like ratio) and is extrapolated to the race by
 * race time.
 */
export async function run(): Promise<BenchSection> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/lemans';
  const urls = ['ours', 'naive'].map((name) =>
    withDatabaseName(serverUrl, `lemans_bench_import_${name}_${process.pid}`),
  );
  try {
    for (const url of urls) await migrateToLatest(url);
    const [ours, naive] = urls.map((url) => createDb(url, { max: 2 })) as [Db, Db];

    let started = performance.now();
    const csv = await readFile(sharedDataPath(ANALYSIS));
    const recording = importAlkamelText(csv, {
      fileName: 'analysis.csv',
      startDate: '2025-06-14',
      eventName: '24 Heures du Mans 2025',
    });
    const parseSeconds = seconds(started);

    started = performance.now();
    const { id } = await saveLapRecording(ours, recording);
    const storeSeconds = seconds(started);

    started = performance.now();
    const whole = await ingestImportedRecording(ours, { id, data: recording }, importSessionIdOf(id));
    const ingestSeconds = seconds(started);
    const totalSeconds = parseSeconds + storeSeconds + ingestSeconds;

    const ourWindow = await timed(() =>
      ingestRecording(ours, recording, { sessionId: 'bench-window', untilMs: NAIVE_UNTIL_MS }),
    );
    const naiveWindow = await timed(() =>
      ingestRecording(naive, recording, { sessionId: 'bench-window', untilMs: NAIVE_UNTIL_MS, batchSize: 1 }),
    );
    const scale = recording.meta.durationMs / NAIVE_UNTIL_MS;
    const naiveIngestSeconds = naiveWindow.seconds * scale;
    const naiveTotal = parseSeconds + storeSeconds + naiveIngestSeconds;
    await Promise.all([ours.destroy(), naive.destroy()]);

    return {
      title: 'Import of the 2025 race from its Al Kamel Analysis CSV (parse, store, ingest with history)',
      markdown: [
        table(
          ['stage', 'ours s', 'one snapshot per transaction s'],
          [
            [
              'parse the CSV into a recording (3.9 MB, 20,182 laps)',
              fixed(parseSeconds, 2),
              fixed(parseSeconds, 2),
            ],
            ['store the recording (gzipped)', fixed(storeSeconds, 2), fixed(storeSeconds, 2)],
            [
              `ingest (${whole.snapshots} snapshots, ${whole.events} events, projections)`,
              fixed(ingestSeconds, 1),
              `${fixed(naiveIngestSeconds, 1)} (extrapolated)`,
            ],
            ['**total**', `**${fixed(totalSeconds, 1)}**`, `**${fixed(naiveTotal, 1)}** (extrapolated)`],
          ],
        ),
        '',
        `First ${NAIVE_UNTIL_MS / 3600_000} hours of race time, both measured (${naiveWindow.result.snapshots} snapshots, ` +
          `${naiveWindow.result.events} events): ours ${fixed(ourWindow.seconds, 2)} s (200 snapshots per transaction), ` +
          `one snapshot per transaction ${fixed(naiveWindow.seconds, 2)} s: ${fixed(naiveWindow.seconds / ourWindow.seconds, 1)}×.`,
        '',
        `Whole import, naive / ours: at least **${fixed(naiveTotal / totalSeconds, 1)}×** (the naive ingest ` +
          `extrapolated from its first ${NAIVE_UNTIL_MS / 3600_000} hours by race time, ×${fixed(scale, 2)}: a lower ` +
          `bound, since a snapshot costs more as the race goes on, as ours shows: its first ` +
          `${NAIVE_UNTIL_MS / 3600_000} hours take ${fixed((ourWindow.seconds / ingestSeconds) * 100, 0)} % of its whole ingest). ` +
          `Recording: ${summaryOf(recording)}.`,
      ].join('\n'),
    };
  } finally {
    for (const url of urls) await dropDatabase(serverUrl, url.slice(url.lastIndexOf('/') + 1));
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await work();
  return { result, seconds: seconds(started) };
}

function summaryOf(recording: LapRecording): string {
  const summary = summariseRecording(recording);
  return `${summary.cars} cars, ${summary.laps} laps, ${summary.drivers} drivers`;
}
