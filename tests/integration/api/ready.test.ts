import { type BusKeys, busKeys, publishFrame } from '@lemans/bus';
import type { LapRecording } from '@lemans/race';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { feedSnapshotAt, liveFrameAt, readRecording2025, seedSession } from '../../support/live-seed.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedApi, startApi } from './start-api.ts';

const SESSION = 'lemans-2025-race';
const STALE_MS = 30_000;

let recording: LapRecording;
let database: TestDatabase;
let redis: TestRedis;
let publisher: Redis;
let keys: BusKeys;
let api: StartedApi;
/** The API's clock, moved by hand. */
let nowMs = Date.now();

const publishAt = (raceTimeMs: number) =>
  publishFrame(
    publisher,
    keys,
    {
      type: 'live-update',
      session: SESSION,
      current: true,
      data: JSON.stringify(liveFrameAt(recording, raceTimeMs, SESSION, new Date(nowMs))),
    },
    1000,
  );

interface Readiness {
  status: string;
  error?: string;
  checks: Record<string, { ok: boolean; detail: string }>;
}

beforeAll(async () => {
  recording = await readRecording2025();
  database = await createTestDatabase();
  redis = createTestRedis();
  publisher = redis.connect('client');
  keys = busKeys(redis.prefix);
  await seedSession(database.db, SESSION, feedSnapshotAt(recording, 3_600_000));
  await publishAt(3_600_000);
  api = await startApi({
    db: database.db,
    databaseUrl: database.url,
    redisUrl: inject('redisUrl'),
    redisPrefix: redis.prefix,
    feedStaleMs: STALE_MS,
    now: () => nowMs,
  });
});

afterAll(async () => {
  await api?.close();
  await redis.cleanup();
  await database.drop();
});

describe('GET /api/ready', () => {
  it('is ready while Postgres and Redis answer and the live frame is fresh', async () => {
    const response = await api.get('/api/ready');
    expect(response.status).toBe(200);
    const body = (await response.json()) as Readiness;
    expect(body.status).toBe('ready');
    expect(body.checks).toEqual({
      postgres: { ok: true, detail: 'Postgres répond' },
      redis: { ok: true, detail: 'Redis répond' },
      feed: { ok: true, detail: 'dernière image il y a 0 s' },
    });
  });

  it('is not ready, and says why in French, once the frame is older than FEED_STALE_MS', async () => {
    nowMs += STALE_MS + 15_000;
    const response = await api.get('/api/ready');
    expect(response.status).toBe(503);
    const body = (await response.json()) as Readiness;
    expect(body.status).toBe('not_ready');
    expect(body.checks.postgres?.ok).toBe(true);
    expect(body.checks.redis?.ok).toBe(true);
    expect(body.checks.feed).toEqual({
      ok: false,
      detail: "dernière image en direct vieille de 45 s (limite 30 s) : l'ingestion est-elle arrêtée ?",
    });
    expect(body.error).toBe(
      "Service non prêt : feed — dernière image en direct vieille de 45 s (limite 30 s) : l'ingestion est-elle arrêtée ?",
    );
  });

  it('is ready again as soon as a new frame arrives', async () => {
    await publishAt(3_603_000);
    await vi.waitFor(async () => {
      expect((await api.get('/api/ready')).status).toBe(200);
    });
  });
});
