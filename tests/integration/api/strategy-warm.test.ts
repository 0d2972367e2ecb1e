import { type BusKeys, busKeys, publishFrame } from '@lemans/bus';
import type { StrategyResponse } from '@lemans/contract';
import { createDb, type Db } from '@lemans/platform';
import { type LapRecording, liveFrameOf, parsedSnapshotOf, snapshotAt } from '@lemans/race';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SessionAnalyses } from '../../../services/api/src/analysis/session-analyses.ts';
import { knownSpellings } from '../../../services/api/src/entries/known-spellings.ts';
import { CacheRegistry } from '../../../services/api/src/http/cache-registry.ts';
import { routedDb } from '../../../services/api/src/read-replica/routed-db.ts';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { SessionIngestor } from '../../../services/ingest/src/ingest/session-ingestor.ts';
import { capturedLogger, WARN } from '../../support/captured-logger.ts';
import { createTestDatabase, type DatabaseSeed, type TestDatabase } from '../../support/database.ts';
import { freePort } from '../../support/free-port.ts';
import { readRecording2025 } from '../../support/live-seed.ts';
import { sampleSum, scrape } from '../../support/prometheus-text.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedApi, startApi } from './start-api.ts';

/**
 * A running session's analysis kept warm by its live frames: the strategy of the live moment is computed
 * before anyone asks, its answers follow the stream without going back in time, and a computation that
 * fails (PostgreSQL away) leaves the latest analysis answering until the next frame computes again.
 */

const SESSION = 'course-en-cours';
/** Race time between two polls: a longer step than the feed's, so that each frame moves the stream. */
const STEP_MS = 30_000;
const JOINED_AT_MS = 3 * 3_600_000;

/** The 2025 race followed live for its first three hours, still running. */
const RUNNING_RACE_SEED: DatabaseSeed = {
  name: 'course_2025_en_cours_3h',
  write: async (db) => {
    await ingestRecording(db, await readRecording2025(), {
      sessionId: SESSION,
      stepMs: STEP_MS,
      untilMs: JOINED_AT_MS,
    });
  },
};

let recording: LapRecording;
let database: TestDatabase;
let redis: TestRedis;
let publisher: Redis;
let keys: BusKeys;
let ingestor: SessionIngestor;
let api: StartedApi;
let raceMs = JOINED_AT_MS;

/** The next poll of the race as ingest makes it: its events committed, then its frame published. */
async function nextFrame(): Promise<number> {
  raceMs += STEP_MS;
  const snapshot = parsedSnapshotOf(snapshotAt(recording, raceMs));
  const observedAt = new Date(recording.meta.startTimeMs + raceMs);
  await ingestor.apply(database.db, [{ snapshot, snapshotId: `t${raceMs}`, observedAt }]);
  const frame = liveFrameOf(snapshot, SESSION, 'active', observedAt, new Map(), ingestor.timing());
  const data = JSON.stringify(frame);
  await publishFrame(publisher, keys, { type: 'live-update', session: SESSION, current: true, data }, 1000);
  const stats = await database.db
    .selectFrom('session_stats')
    .select('last_race_time_ms')
    .where('session_id', '=', SESSION)
    .executeTakeFirstOrThrow();
  return Number(stats.last_race_time_ms);
}

async function strategy(query = ''): Promise<StrategyResponse> {
  const response = await api.get(`/api/sessions/${SESSION}/strategy${query}`);
  expect(response.status).toBe(200);
  return (await response.json()) as StrategyResponse;
}

const prepared = async () => sampleSum(await scrape(api.url), 'lemans_api_heavy_answers_prepared_total');

/** Runs `read` while the laps cannot be read: any analysis computed meanwhile waits for the end. */
function withLapsLocked<T>(db: Db, read: () => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE laps IN ACCESS EXCLUSIVE MODE`.execute(trx);
    return read();
  });
}

beforeAll(async () => {
  recording = await readRecording2025();
  database = await createTestDatabase(RUNNING_RACE_SEED);
  redis = createTestRedis();
  publisher = redis.connect('client');
  keys = busKeys(redis.prefix);
  ingestor = await SessionIngestor.load(database.db, SESSION);
  // The analyses in a worker thread, as the site runs them.
  api = await startApi({
    db: database.db,
    databaseUrl: database.url,
    redisUrl: inject('redisUrl'),
    redisPrefix: redis.prefix,
    readWorkers: 1,
  });
}, 600_000);

afterAll(async () => {
  await api?.close();
  await redis?.cleanup();
  await database?.drop();
});

describe('the strategy of a running session', () => {
  it('is computed at its frame, before its first read, which no computation then holds back', async () => {
    const atMs = await nextFrame();
    await expect.poll(prepared, { timeout: 60_000 }).toBeGreaterThanOrEqual(1);
    // The first read of the session this API is asked: answered though no analysis could be computed now.
    const first = await withLapsLocked(database.db, () => strategy());
    expect(first.at_race_ms).toBe(atMs);
    expect(first.strategy.length).toBeGreaterThanOrEqual(55);
    // The same figures as the strategy asked at that moment.
    expect((await strategy(`?at=${atMs}`)).strategy).toEqual(first.strategy);
  });

  it('follows the stream frame after frame, never back in time', async () => {
    const answered: number[] = [];
    let lastMs = 0;
    for (let frame = 0; frame < 6; frame++) {
      lastMs = await nextFrame();
      answered.push((await strategy()).at_race_ms);
    }
    await expect.poll(async () => (await strategy()).at_race_ms, { timeout: 60_000 }).toBe(lastMs);
    answered.push(lastMs);
    expect(answered).toEqual([...answered].sort((a, b) => a - b));
  });
});

describe('a session kept warm while PostgreSQL goes away', () => {
  it('answers from the analysis held, logs the failed computation and computes again at the next frame', async () => {
    const away = createDb(`postgres://postgres@127.0.0.1:${await freePort()}/absente`, { max: 1 });
    let gone = false;
    const caches = new CacheRegistry();
    const { logger, lines } = capturedLogger();
    const computed: number[] = [];
    const analyses = new SessionAnalyses(
      routedDb(database.db, away, () => gone),
      caches,
      knownSpellings(database.db, caches),
      { prepare: (loaded) => computed.push(loaded.session.last_race_ms), logger },
    );
    try {
      const before = await nextFrame();
      await analyses.warm(SESSION);
      expect(computed).toEqual([before]);

      gone = true;
      await nextFrame();
      await analyses.warm(SESSION);
      expect(lines.filter((line) => line.level === WARN).map((line) => line.sessionId)).toEqual([SESSION]);
      expect((await analyses.of(SESSION)).session.last_race_ms).toBe(before);

      gone = false;
      const after = await nextFrame();
      await analyses.warm(SESSION);
      expect(computed).toEqual([before, after]);
      expect((await analyses.of(SESSION)).session.last_race_ms).toBe(after);
    } finally {
      await away.destroy();
    }
  });
});
