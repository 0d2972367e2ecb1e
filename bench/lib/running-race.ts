import { setTimeout as sleep } from 'node:timers/promises';
import { busKeys, publishFrame } from '@lemans/bus';
import { migrateToLatest } from '@lemans/migrations';
import { createDb, createRedis, type Db } from '@lemans/platform';
import { type LapRecording, liveFrameOf, measuredStopsAt, parsedSnapshotOf, snapshotAt } from '@lemans/race';
import { ingestRecording } from '../../services/ingest/src/ingest/ingest-recording.ts';
import { SessionIngestor } from '../../services/ingest/src/ingest/session-ingestor.ts';
import { seedCatalogueEntries } from '../../tests/support/live-seed.ts';
import { FRAME_STEP_MS } from './race-frames.ts';

/** The race as ingest follows it live, its polls going on until stopped. */
export interface RunningRace {
  sessionId: string;
  /** Polls made since it went on. */
  readonly frames: number;
  stop(): Promise<void>;
}

/**
 * Migrates the database at `databaseUrl` and fills it as the site holds the 2025 race followed live from
 * its start to `untilMs` (the catalogue's entry list, every poll of ingest's interval through ingest's own
 * code), the session still running.
 */
export async function seedRunningRace(
  databaseUrl: string,
  recording: LapRecording,
  untilMs: number,
): Promise<string> {
  await migrateToLatest(databaseUrl);
  const db = createDb(databaseUrl, { max: 2 });
  try {
    await seedCatalogueEntries(db);
    return (await ingestRecording(db, recording, { untilMs })).sessionId;
  } finally {
    await db.destroy();
  }
}

/**
 * Polls the race on from where the database holds it, as ingest does: the next document every
 * FRAME_STEP_MS of race time and of real time, its events committed, then its live frame published under
 * `redisPrefix` for the API to follow.
 */
export async function pollRunningRace(
  databaseUrl: string,
  redisUrl: string,
  redisPrefix: string,
  recording: LapRecording,
  sessionId: string,
): Promise<RunningRace> {
  const db = createDb(databaseUrl, { max: 2 });
  const redis = createRedis(redisUrl, 'client');
  const ingestor = await SessionIngestor.load(db, sessionId);
  let raceMs = ingestor.cursor?.raceTimeMs ?? 0;
  let frames = 0;
  let stopped = false;
  const poll = async () => {
    raceMs += FRAME_STEP_MS;
    await pollOnce(db, redis, redisPrefix, recording, ingestor, raceMs);
    frames += 1;
  };
  await poll();
  const polling = (async () => {
    while (!stopped) {
      const started = performance.now();
      await poll();
      await sleep(Math.max(0, FRAME_STEP_MS - (performance.now() - started)));
    }
  })();
  return {
    sessionId,
    get frames() {
      return frames;
    },
    async stop() {
      stopped = true;
      await polling;
      await redis.quit();
      await db.destroy();
    },
  };
}

async function pollOnce(
  db: Db,
  redis: ReturnType<typeof createRedis>,
  redisPrefix: string,
  recording: LapRecording,
  ingestor: SessionIngestor,
  raceMs: number,
): Promise<void> {
  const document = parsedSnapshotOf(snapshotAt(recording, raceMs));
  // Each stop timed as the recording's file times it, as ingestRecording does.
  const stops = measuredStopsAt(recording, raceMs);
  const snapshot = {
    ...document,
    stopsTimedBySource: true,
    entries: document.entries.map((entry) => ({ ...entry, lastStopMs: stops.get(entry.number) ?? null })),
  };
  const observedAt = new Date(recording.meta.startTimeMs + raceMs);
  await ingestor.apply(db, [{ snapshot, snapshotId: `t${raceMs}`, observedAt }]);
  const frame = liveFrameOf(snapshot, ingestor.sessionId, 'active', observedAt, new Map(), ingestor.timing());
  await publishFrame(
    redis,
    busKeys(redisPrefix),
    { type: 'live-update', session: ingestor.sessionId, current: true, data: JSON.stringify(frame) },
    100,
  );
}
