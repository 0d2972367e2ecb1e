import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { busKeys } from '@lemans/bus';
import { QueueMonitor } from '@lemans/bus/queue-monitor';
import { RecordingsQueue } from '@lemans/bus/recordings-queue';
import { ReplaysQueue } from '@lemans/bus/replays-queue';
import { SyncQueue } from '@lemans/bus/sync-queue';
import { closeServer } from '@lemans/http';
import { createLogger, createRedis, type Db, type Logger, pingPostgres, pingRedis } from '@lemans/platform';
import type { Express } from 'express';
import { adminCredentialsOf } from '../../../services/api/src/admin/admin-credentials.ts';
import { createApiApp } from '../../../services/api/src/app.ts';
import { CacheRegistry } from '../../../services/api/src/http/cache-registry.ts';
import {
  type ApiLimits,
  createLimits,
  DEFAULT_API_LIMITS,
} from '../../../services/api/src/http/rate-limits.ts';
import { followLive } from '../../../services/api/src/live/follow-live.ts';
import { LiveFrames } from '../../../services/api/src/live/live-frames.ts';
import { LiveSource } from '../../../services/api/src/live/live-source.ts';
import { streamsNotifier } from '../../../services/api/src/streams/streams-notifier.ts';

export interface ApiOptions {
  db: Db;
  databaseUrl: string;
  redisUrl: string;
  /** The test file's Redis prefix, as REDIS_PREFIX. */
  redisPrefix: string;
  feedStaleMs?: number;
  /** How long catalogue bodies are reused; 0 (always read Postgres) unless told. */
  catalogueTtlMs?: number;
  now?: () => number;
  /** The administrator password; none leaves the admin area closed. */
  adminPassword?: string;
  /** Where the API logs; nowhere unless told. */
  logger?: Logger;
  /** Other limits than the site's (counted in Redis under the test file's prefix, as main.ts does). */
  limits?: Partial<ApiLimits>;
  /** Proxies believed (express's `trust proxy`); the loopback, as the site server, unless told. */
  trustProxy?: string[];
}

export interface StartedApi {
  url: string;
  /** The express app served, for the tests that walk its routes. */
  app: Express;
  /** The queue POST /api/sync enqueues into, under the test file's prefix. */
  sync: SyncQueue;
  /** The queue POST /api/admin/recordings enqueues imports into. */
  recordings: RecordingsQueue;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  post(path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/** The API as main.ts wires it, on an ephemeral port, once it holds the frames Redis has. */
export async function startApi(options: ApiOptions): Promise<StartedApi> {
  const logger = options.logger ?? createLogger('api-test', 'silent');
  const keys = busKeys(options.redisPrefix);
  const now = options.now ?? Date.now;
  const redis = createRedis(options.redisUrl, 'queue');
  if (redis.status !== 'ready') await once(redis, 'ready');
  const sync = new SyncQueue(redis, options.redisPrefix, logger);
  const frames = new LiveFrames();
  const caches = new CacheRegistry();
  const source = new LiveSource({ frames, redis, keys, db: options.db, logger, now, caches });
  const follower = followLive(frames, createRedis(options.redisUrl, 'worker'), keys, logger);
  await follower.loaded;
  const queues = new QueueMonitor(redis, options.redisPrefix, logger);
  const recordings = new RecordingsQueue(redis, options.redisPrefix, logger);
  const replayEvents = createRedis(options.redisUrl, 'worker');
  const replays = new ReplaysQueue({
    connection: redis,
    eventsConnection: replayEvents,
    redisPrefix: options.redisPrefix,
    logger,
    timeoutMs: 10_000,
  });
  const probes = {
    postgres: () => pingPostgres(options.databaseUrl),
    redis: () => pingRedis(options.redisUrl),
  };
  const app = createApiApp({
    db: options.db,
    frames,
    source,
    probes,
    feedStaleMs: options.feedStaleMs ?? 30_000,
    sync,
    caches,
    catalogueTtlMs: options.catalogueTtlMs ?? 0,
    limits: createLimits(
      { redis, prefix: options.redisPrefix },
      { ...DEFAULT_API_LIMITS, ...options.limits },
    ),
    trustProxy: options.trustProxy ?? ['loopback'],
    admin: {
      credentials: await adminCredentialsOf({ password: options.adminPassword }),
      streamsChanged: streamsNotifier(redis, keys, 2000, logger, now),
      redis,
      keys,
      probes: { ...probes, queues: () => queues.counts() },
      recordings,
      replays,
    },
    logger,
    now,
  });
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    app,
    sync,
    recordings,
    // Identity unless asked: fetch would otherwise ask for gzip and hide which variant came back.
    get: (path, headers = {}) =>
      fetch(`${url}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } }),
    post: (path, body, headers = {}) =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      }),
    async close() {
      await sync.close();
      await queues.close();
      await recordings.close();
      await replays.close();
      replayEvents.disconnect();
      await follower.stop();
      server.closeAllConnections();
      await closeServer(server);
      await redis.quit();
    },
  };
}
