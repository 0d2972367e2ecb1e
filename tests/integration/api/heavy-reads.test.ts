import { createLogger } from '@lemans/platform';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { readApiConfig } from '../../../services/api/src/config.ts';
import { HeavyReadPool } from '../../../services/api/src/heavy-reads/heavy-read-pool.ts';
import { READS_AT_ONCE } from '../../../services/api/src/heavy-reads/read-queue.ts';
import { CacheRegistry } from '../../../services/api/src/http/cache-registry.ts';
import { ENDED_SESSION_SHARED_CACHE } from '../../../services/api/src/http/shared-cache.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { importSpa2025 } from '../../support/imported-session.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { describeWithSharedData } from '../../support/shared-data.ts';
import { frenchErrorOf } from './french-error.ts';
import { type StartedApi, startApi } from './start-api.ts';

/**
 * The heavy reads (analyses, CSV exports, reports, time travel) answered by worker threads: the same
 * answers, to the byte and header, as the API's own thread gives, errors included; the admin's flush and
 * the API's stop reach the threads.
 */

let database: TestDatabase;
let redis: TestRedis;
let threads: StartedApi;
let inProcess: StartedApi;
let session = '';

describeWithSharedData('heavy reads in worker threads', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    redis = createTestRedis();
    session = await importSpa2025(database.db);
    const options = {
      db: database.db,
      databaseUrl: database.url,
      redisUrl: inject('redisUrl'),
      redisPrefix: redis.prefix,
    };
    // Prefixes of their own: each computes its answers rather than read the other's from Redis.
    [threads, inProcess] = await Promise.all([
      startApi({ ...options, redisPrefix: `${redis.prefix}:fils`, readWorkers: 2 }),
      startApi({ ...options, redisPrefix: `${redis.prefix}:boucle`, readWorkers: 0 }),
    ]);
  });

  afterAll(async () => {
    await threads?.close();
    await inProcess?.close();
    await redis?.cleanup();
    await database?.drop();
  });

  it('answers every heavy read as the API’s own thread does, bytes and headers alike', async () => {
    const entry = await database.db
      .selectFrom('entries')
      .select('entry_id')
      .where('session_id', '=', session)
      .where('number', '=', '8')
      .executeTakeFirstOrThrow();
    const paths = [
      `/api/sessions/${session}/stints`,
      `/api/sessions/${session}/stints?entry=${entry.entry_id}&format=csv`,
      `/api/sessions/${session}/pit-stops?format=csv`,
      `/api/sessions/${session}/drive-times?entry=${entry.entry_id}`,
      `/api/sessions/${session}/battles?at=02:00:00&threshold=1.5`,
      `/api/sessions/${session}/battles?over=race&format=csv`,
      `/api/sessions/${session}/progress?entries=${entry.entry_id}`,
      `/api/sessions/${session}/report?page=2`,
      `/api/sessions/${session}/report/trends`,
      `/api/live?sessionId=${session}&at=03:00:00`,
    ];
    for (const path of paths) {
      for (const coding of ['identity', 'gzip']) {
        const headers = { 'accept-encoding': coding };
        const [ours, theirs] = await Promise.all([threads.get(path, headers), inProcess.get(path, headers)]);
        expect(ours.status, path).toBe(200);
        expect(ours.status, path).toBe(theirs.status);
        for (const header of [
          'etag',
          'content-type',
          'content-encoding',
          'cache-control',
          'content-disposition',
        ])
          expect(ours.headers.get(header), `${path} ${header}`).toBe(theirs.headers.get(header));
        expect(
          Buffer.from(await ours.arrayBuffer()).equals(Buffer.from(await theirs.arrayBuffer())),
          path,
        ).toBe(true);
      }
    }
    // Spa has ended: what it says is the same for everyone from now on, and shared caches keep it long.
    expect((await threads.get(paths[0] as string)).headers.get('cache-control')).toBe(
      ENDED_SESSION_SHARED_CACHE,
    );
    // The ETag a thread gave holds for the next request, whichever side answers it.
    const first = await threads.get(`/api/sessions/${session}/stints`);
    const held = await threads.get(`/api/sessions/${session}/stints`, {
      'if-none-match': first.headers.get('etag') ?? '',
    });
    expect(held.status).toBe(304);
  });

  it('carries the French refusals of the reads across the thread', async () => {
    for (const path of [
      '/api/sessions/inconnue/stints',
      `/api/sessions/${session}/drive-times?entry=999999`,
      '/api/sessions/inconnue/report',
      '/api/live?sessionId=inconnue&at=01:00:00',
    ]) {
      const [ours, theirs] = await Promise.all([threads.get(path), inProcess.get(path)]);
      expect(ours.status, path).toBe(404);
      expect(await frenchErrorOf(ours), path).toBe(await frenchErrorOf(theirs));
    }
  });

  it('empties the threads’ caches on the admin’s flush, and refuses reads once stopped', async () => {
    const config = readApiConfig({ DATABASE_URL: database.url });
    const caches = new CacheRegistry();
    const pool = new HeavyReadPool(
      1,
      {
        databaseUrl: database.url,
        onReplica: false,
        rebuilds: config.timeTravelRebuilds,
        logLevel: 'silent',
      },
      {
        caches,
        queue: { concurrency: READS_AT_ONCE, maxWaitMs: config.heavyReadMaxWaitMs },
        logger: createLogger('api-test', 'silent'),
        connectionErrors: { inc: () => {} },
      },
    );
    try {
      const answer = await pool.answer(
        { kind: 'analysis', query: { table: 'stints', sessionId: session, csv: false } },
        { gzip: true },
      );
      expect(answer.type).toBe('json');
      // The session's analysis and its version at least.
      expect(await caches.flush()).toBeGreaterThanOrEqual(2);
      expect(await caches.flush()).toBe(0);
    } finally {
      await pool.close();
    }
    await expect(pool.answer({ kind: 'trends', sessionId: session }, { gzip: false })).rejects.toMatchObject({
      status: 503,
    });
  });
});
