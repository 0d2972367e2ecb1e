import { busKeys, readFramesAfter } from '@lemans/bus';
import { SYNC_JOB_ID, SyncQueue } from '@lemans/bus/sync-queue';
import { createLogger } from '@lemans/platform';
import type { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueSync } from '../../../services/ingest/src/sync/catalogue-sync.ts';
import { catalogueBaseUrl } from '../../../services/ingest/src/sync/fetch-catalogue.ts';
import { type SyncWorker, startSyncWorker } from '../../../services/ingest/src/sync/sync-worker.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedFeed, startFeed } from '../feed/start-feed.ts';
import { type CatalogueServer, feedCatalogue, startCatalogueServer } from './catalogue-server.ts';

/** The sync worker as ingest runs it: BullMQ, one sync at start, cooldown, retries. */

const logger = createLogger('sync-worker-test', 'silent');
let database: TestDatabase;
let redis: TestRedis;
let feed: StartedFeed;
let requests: SyncQueue;
let worker: SyncWorker | undefined;
let reader: Redis;

beforeAll(async () => {
  database = await createTestDatabase();
  redis = createTestRedis();
  feed = await startFeed();
  requests = new SyncQueue(redis.connect('queue'), redis.prefix, logger);
  reader = redis.connect('client');
});
afterEach(async () => {
  await worker?.close();
  worker = undefined;
  await redis.client.del('sync:cooldown');
});
afterAll(async () => {
  await requests?.close();
  await feed?.close();
  await redis.cleanup();
  await database.drop();
});

function startWorker(catalogueUrl: string): Promise<SyncWorker> {
  return startSyncWorker({
    connection: redis.connect('worker'),
    workerConnection: redis.connect('worker'),
    redisPrefix: redis.prefix,
    sync: new CatalogueSync({
      db: database.db,
      redis: redis.connect('client'),
      keys: busKeys(redis.prefix),
      redisPrefix: redis.prefix,
      streamMaxLength: 100,
      catalogueUrl,
      timeoutMs: 2000,
      cooldownMs: 60_000,
      logger,
    }),
    logger,
  });
}

/** How long a sync may take to be seen, checked every 50 ms. */
const POLL = { timeout: 15_000, interval: 50 };

/** `redis.client` prefixes its keys: the bus keys are complete already. */
const syncCompletions = async () =>
  (await readFramesAfter(reader, busKeys(redis.prefix), '0-0', 1000)).filter(
    (frame) => frame.type === 'sync-complete',
  ).length;

const jobState = () => requests.queue.getJobState(SYNC_JOB_ID);

describe('the sync worker', () => {
  it('syncs once at start, then refuses another sync within the cooldown', async () => {
    worker = await startWorker(catalogueBaseUrl(`${feed.url}/live/WEC/data.json`));
    await expect.poll(syncCompletions, POLL).toBe(1);
    const entries = await database.db.selectFrom('catalogue_entries').select('id').execute();
    expect(entries).toHaveLength(62);
    await expect.poll(jobState, POLL).toBe('unknown');
    // Refused before anything is enqueued: no job can turn up later from this request.
    expect(await requests.request()).toEqual({ state: 'cooling-down', jobId: SYNC_JOB_ID });
    expect(await requests.queue.getJobCounts('waiting', 'active', 'delayed')).toEqual({
      waiting: 0,
      active: 0,
      delayed: 0,
    });
    expect(await syncCompletions()).toBe(1);
  });

  it('runs a sync again once the cooldown is over', async () => {
    const before = await syncCompletions();
    worker = await startWorker(catalogueBaseUrl(feed.url));
    // The start-up request found the cooldown of the previous test's sync cleared: it ran.
    await expect.poll(syncCompletions, POLL).toBe(before + 1);
    // The sync announces itself complete before it sets its cooldown: the job is gone once both are done.
    await expect.poll(jobState, POLL).toBe('unknown');
    await redis.client.del('sync:cooldown');
    expect((await requests.request()).state).toMatch(/^(queued|running)$/);
    await expect.poll(syncCompletions, POLL).toBe(before + 2);
  });

  describe('against a failing catalogue', () => {
    let server: CatalogueServer;
    beforeAll(async () => {
      server = await startCatalogueServer();
    });
    afterAll(() => server.close());

    it('retries a feed that answers 503, with backoff', async () => {
      const before = await syncCompletions();
      server.fail('program', 503, 1);
      const hits = server.hits.program;
      worker = await startWorker(server.url);
      await expect.poll(syncCompletions, POLL).toBe(before + 1);
      expect(server.hits.program - hits).toBe(2);
    });

    it('does not retry a malformed catalogue, and retries it on the next request', async () => {
      server.documents.categories = [{ id: 1, name: 'X', label: 'X', color: 'rouge' }];
      const hits = server.hits.categories;
      worker = await startWorker(server.url);
      await expect.poll(jobState, POLL).toBe('failed');
      const job = await requests.queue.getJob(SYNC_JOB_ID);
      expect(job?.attemptsMade).toBe(1);
      expect(job?.failedReason).toBe(
        'Catalogue « categories » invalide : 0.color : couleur #RRGGBB attendue',
      );
      expect(server.hits.categories - hits).toBe(1);

      const before = await syncCompletions();
      server.documents.categories = feedCatalogue().categories;
      expect(await requests.request()).toEqual({
        state: expect.stringMatching(/^(queued|running)$/),
        jobId: SYNC_JOB_ID,
      });
      await expect.poll(syncCompletions, POLL).toBe(before + 1);
    });
  });
});
