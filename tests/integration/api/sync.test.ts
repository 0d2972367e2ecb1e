import { busKeys } from '@lemans/bus';
import { bullPrefix, QUEUES } from '@lemans/bus/queues';
import { SYNC_JOB_ID } from '@lemans/bus/sync-queue';
import { createLogger } from '@lemans/platform';
import { UnrecoverableError, Worker } from 'bullmq';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { CatalogueSync } from '../../../services/ingest/src/sync/catalogue-sync.ts';
import { catalogueBaseUrl } from '../../../services/ingest/src/sync/fetch-catalogue.ts';
import { type SyncWorker, startSyncWorker } from '../../../services/ingest/src/sync/sync-worker.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedFeed, startFeed } from '../feed/start-feed.ts';
import { type StartedApi, startApi } from './start-api.ts';

/** POST /api/sync: public, so at most one sync in flight and none again within the cooldown. */

const logger = createLogger('api-sync-test', 'silent');
let database: TestDatabase;
let redis: TestRedis;
let feed: StartedFeed;
let api: StartedApi;
let worker: { close(): Promise<void> } | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  redis = createTestRedis();
  feed = await startFeed();
  api = await startApi({
    db: database.db,
    databaseUrl: database.url,
    redisUrl: inject('redisUrl'),
    redisPrefix: redis.prefix,
  });
});
afterEach(async () => {
  await worker?.close();
  worker = undefined;
  await api.sync.queue.obliterate({ force: true });
  await redis.client.del('sync:cooldown');
});
afterAll(async () => {
  await api?.close();
  await feed?.close();
  await redis.cleanup();
  await database.drop();
});

const postSync = async () => {
  const response = await api.post('/api/sync');
  expect(response.status).toBe(202);
  return (await response.json()) as { state: string; jobId: string };
};

const pending = () => api.sync.queue.getJobCounts('waiting', 'active', 'delayed', 'prioritized');

/** How long a sync may take to be seen, checked every 50 ms. */
const POLL = { timeout: 15_000, interval: 50 };

/** A worker on the sync queue whose job does what the test says. */
function stubWorker(process: () => Promise<unknown>): Worker {
  const stub = new Worker(QUEUES.sync.name, process, {
    connection: redis.connect('worker'),
    prefix: bullPrefix(redis.prefix),
  });
  worker = stub;
  return stub;
}

describe('POST /api/sync', () => {
  it('enqueues one sync and says so', async () => {
    expect(await postSync()).toEqual({ state: 'queued', jobId: SYNC_JOB_ID });
    expect(await pending()).toMatchObject({ waiting: 1, active: 0 });
  });

  it('enqueues a single job for many concurrent requests', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => postSync()));
    expect(new Set(answers.map((answer) => JSON.stringify(answer)))).toEqual(
      new Set([JSON.stringify({ state: 'queued', jobId: SYNC_JOB_ID })]),
    );
    const counts = await pending();
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(1);
  });

  it('says a sync is running while the worker has it, and enqueues no other', async () => {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    stubWorker(() => released);
    try {
      // The worker may take it before the answer is built.
      expect((await postSync()).state).toMatch(/^(queued|running)$/);
      await expect.poll(pending, POLL).toMatchObject({ active: 1 });
      expect(await postSync()).toEqual({ state: 'running', jobId: SYNC_JOB_ID });
      expect(await pending()).toMatchObject({ waiting: 0, active: 1 });
    } finally {
      release();
    }
    await expect.poll(pending, POLL).toMatchObject({ active: 0 });
  });

  it('retries a sync that failed, under the same id', async () => {
    let attempts = 0;
    stubWorker(async () => {
      attempts += 1;
      if (attempts === 1) throw new UnrecoverableError('Catalogue « news » invalide : essai');
    });
    await postSync();
    await expect.poll(() => api.sync.queue.getJobState(SYNC_JOB_ID), POLL).toBe('failed');
    expect(await postSync()).toEqual({
      state: expect.stringMatching(/^(queued|running)$/),
      jobId: SYNC_JOB_ID,
    });
    await expect.poll(() => api.sync.queue.getJobState(SYNC_JOB_ID), POLL).toBe('unknown');
    expect(attempts).toBe(2);
  });

  it('runs the sync in ingest, then refuses another one within the cooldown', async () => {
    const syncWorker: SyncWorker = await startSyncWorker({
      connection: redis.connect('worker'),
      workerConnection: redis.connect('worker'),
      redisPrefix: redis.prefix,
      sync: new CatalogueSync({
        db: database.db,
        redis: redis.connect('client'),
        keys: busKeys(redis.prefix),
        redisPrefix: redis.prefix,
        streamMaxLength: 100,
        catalogueUrl: catalogueBaseUrl(feed.url),
        timeoutMs: 2000,
        cooldownMs: 60_000,
        logger,
      }),
      logger,
    });
    worker = syncWorker;
    // The worker's own start-up sync; the request joins it or finds it done.
    expect((await postSync()).state).toMatch(/^(queued|running|cooling-down)$/);
    await expect
      .poll(async () => (await (await api.get('/api/entries')).json()) as unknown[], POLL)
      .toHaveLength(62);
    await expect.poll(() => api.sync.queue.getJobState(SYNC_JOB_ID), POLL).toBe('unknown');
    const again = await api.post('/api/sync');
    expect(again.status).toBe(202);
    expect(again.headers.get('cache-control')).toBe('no-store');
    expect(await again.json()).toEqual({ state: 'cooling-down', jobId: SYNC_JOB_ID });
    expect(Object.values(await pending()).every((count) => count === 0)).toBe(true);
  });
});
