import type { RecordingsQueue } from '@lemans/bus/recordings-queue';
import type { SyncQueue } from '@lemans/bus/sync-queue';
import { createLogger, type Db, type Logger } from '@lemans/platform';
import type { Express } from 'express';
import { type ApiConfig, readApiConfig } from '../../../services/api/src/config.ts';
import { type ApiLimits, DEFAULT_API_LIMITS } from '../../../services/api/src/http/rate-limits.ts';
import { startApi as startApiService } from '../../../services/api/src/start-api.ts';

const TEST_FEED_STALE_MS = 3_600_000;

export interface ApiOptions {
  db: Db;
  databaseUrl: string;
  redisUrl: string;
  /** The test file's Redis prefix, as REDIS_PREFIX. */
  redisPrefix: string;
  /**
   * How old the current frame may grow before the API says it is stale (/api/live) and not ready: an hour
   * unless told, for a test holds its frames for as long as it runs, on a machine however busy.
   */
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
  /** Worker threads of the heavy reads (0: the API's own thread); the configuration's default unless told. */
  readWorkers?: number;
  /** HEAVY_READ_MAX_WAIT_MS; the configuration's default unless told. */
  heavyReadMaxWaitMs?: number;
  /** The replica the heavy reads and the catalogue read (DATABASE_READ_URL); none unless told. */
  readReplica?: ApiConfig['readReplica'];
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

/**
 * The API as main.ts starts it, on an ephemeral port of the loopback, once it holds the frames Redis has.
 * It says nothing of itself in Redis' heartbeats: the tests count the other services there.
 */
export async function startApi(options: ApiOptions): Promise<StartedApi> {
  const defaults = readApiConfig({
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: options.redisPrefix,
  });
  const api = await startApiService(
    {
      ...defaults,
      port: 0,
      host: '127.0.0.1',
      feedStaleMs: options.feedStaleMs ?? TEST_FEED_STALE_MS,
      trustProxy: options.trustProxy ?? ['loopback'],
      readWorkers: options.readWorkers ?? defaults.readWorkers,
      heavyReadMaxWaitMs: options.heavyReadMaxWaitMs ?? defaults.heavyReadMaxWaitMs,
      readReplica: options.readReplica ?? null,
      admin: { passwordHash: undefined, password: options.adminPassword },
    },
    {
      logger: options.logger ?? createLogger('api-test', 'silent'),
      db: options.db,
      now: options.now,
      catalogueTtlMs: options.catalogueTtlMs ?? 0,
      limits: { ...DEFAULT_API_LIMITS, ...options.limits },
      replayTimeoutMs: 10_000,
      heartbeat: false,
    },
  );
  await api.loaded;
  const { url } = api;
  return {
    url,
    app: api.app,
    sync: api.sync,
    recordings: api.recordings,
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
      // A test's keep-alive connections are cut rather than waited for.
      api.server.closeAllConnections();
      await api.close();
    },
  };
}
