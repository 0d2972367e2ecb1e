import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { busKeys, startServiceHeartbeat } from '@lemans/bus';
import { QueueMonitor } from '@lemans/bus/queue-monitor';
import { RecordingsQueue } from '@lemans/bus/recordings-queue';
import { ReplaysQueue } from '@lemans/bus/replays-queue';
import { SyncQueue } from '@lemans/bus/sync-queue';
import { closeServer, createHttpServer, listening, refuseTunnels } from '@lemans/http';
import { redisConnectionErrors } from '@lemans/metrics';
import {
  closeOrThrow,
  createDb,
  createLogger,
  createRedis,
  createShutdown,
  type Db,
  type Logger,
  openRedis,
  pingPostgres,
  pingRedis,
  type Shutdown,
} from '@lemans/platform';
import type { Express } from 'express';
import { sql } from 'kysely';
import { adminCredentialsOf } from './admin/admin-credentials.ts';
import { liveAnalysesWarmer } from './analysis/live-analyses-warmer.ts';
import { createApiApp } from './app.ts';
import type { ApiConfig } from './config.ts';
import { knownSpellings } from './entries/known-spellings.ts';
import { HeavyReadMetrics } from './heavy-reads/heavy-read-metrics.ts';
import { HeavyReadPool } from './heavy-reads/heavy-read-pool.ts';
import { inProcessReader } from './heavy-reads/in-process-reader.ts';
import { READS_AT_ONCE } from './heavy-reads/read-queue.ts';
import { SharedAnswers } from './heavy-reads/shared-answers.ts';
import { ApiMetrics } from './http/api-metrics.ts';
import { CacheRegistry } from './http/cache-registry.ts';
import { installFrenchValidationMessages } from './http/french-validation.ts';
import { type ApiLimits, createLimits, DEFAULT_API_LIMITS } from './http/rate-limits.ts';
import { API_METHODS } from './http/served-methods.ts';
import { followLive } from './live/follow-live.ts';
import { LiveFrames } from './live/live-frames.ts';
import { LiveSource } from './live/live-source.ts';
import { registerReadReplicaMetrics } from './read-replica/read-replica-metrics.ts';
import { ReadTargetMonitor } from './read-replica/read-target-monitor.ts';
import { routedDb } from './read-replica/routed-db.ts';
import { streamsNotifier } from './streams/streams-notifier.ts';

/** Open connections (keep-alive pollers) get this long to finish before they are cut. */
export const API_SHUTDOWN_TIMEOUT_MS = 10_000;

/** What a caller other than main.ts changes: the tests, which bring their database, clock and limits. */
export interface ApiOverrides {
  /** Where the API logs; its own logger at the configured level unless told. */
  logger?: Logger;
  /**
   * Where every resource registers its closing: the process's (closed by its signals) in main.ts. Without
   * one, the API gets its own, closed by `close()`.
   */
  shutdown?: Shutdown;
  /** A pool the caller owns and closes; one of the API's own, on DATABASE_URL, unless given. */
  db?: Db;
  now?: () => number;
  /** How long catalogue bodies are reused; the app's default unless told. */
  catalogueTtlMs?: number;
  /** Other limits than the site's (still counted in Redis under REDIS_PREFIX). */
  limits?: ApiLimits;
  /** How long a replay command waits for ingest's answer; the queue's default unless told. */
  replayTimeoutMs?: number;
  /** Whether the API says it is alive in Redis for the admin's system view (true unless told). */
  heartbeat?: boolean;
}

export interface StartedApi {
  app: Express;
  server: Server;
  /** `http://host:port` as the server listens, the port the system gave when the configuration said 0. */
  url: string;
  /** The queue POST /api/sync enqueues into. */
  sync: SyncQueue;
  /** The queue POST /api/admin/recordings enqueues imports into. */
  recordings: RecordingsQueue;
  /**
   * Settles once Redis answers and the latest frames it holds are in memory. The API serves before that
   * (from Postgres): only a caller that wants Redis' view from its first request waits for it.
   */
  loaded: Promise<void>;
  /** Closes every resource the API opened, last opened first. */
  close(): Promise<void>;
}

/**
 * The API, wired once for main.ts and the tests: its Redis connections, the queues it feeds, the live frames
 * it follows, the express app, and the HTTP server listening on the configured address.
 */
export async function startApi(config: ApiConfig, overrides: ApiOverrides = {}): Promise<StartedApi> {
  const logger = overrides.logger ?? createLogger('api', config.logLevel);
  const shutdown =
    overrides.shutdown ?? createShutdown(logger, { timeoutMs: API_SHUTDOWN_TIMEOUT_MS, signals: false });
  const now = overrides.now ?? (() => Date.now());
  const keys = busKeys(config.redisPrefix);
  const redisErrors = redisConnectionErrors();
  // Requests read Redis through a connection that fails at once while it is down: they fall back to Postgres.
  const redis = openRedis(shutdown, 'Redis', config.redis, 'queue', {
    connectionName: 'lemans-api',
    logger,
    errors: redisErrors,
  });
  // Its sources are read at each scrape, once everything below exists.
  const metrics = new ApiMetrics({
    redisErrors,
    queues: () => queues.counts(),
    pings: { postgres: () => sql`select 1`.execute(db), redis: () => redis.ping() },
  });
  const db =
    overrides.db ??
    createDb(config.databaseUrl, {
      applicationName: 'lemans-api',
      logger,
      connectionErrors: metrics.postgresConnectionErrors,
    });
  if (!overrides.db) shutdown.onShutdown('pool Postgres', () => db.destroy());

  // Requests enqueue syncs through the fail-fast connection: while Redis is down POST /api/sync answers 503.
  const sync = new SyncQueue(redis, config.redisPrefix, logger);
  shutdown.onShutdown('file de synchronisation', () => sync.close());

  // Uploads enqueue their ingest through the fail-fast connection too: while Redis is down they answer 503.
  const recordings = new RecordingsQueue(redis, config.redisPrefix, logger);
  shutdown.onShutdown("file d'import des enregistrements", () => recordings.close());

  // Replay commands wait for ingest's answer, heard on a connection of their own (blocking reads).
  const replayEvents = openRedis(shutdown, 'Redis (rediffusions)', config.redis, 'worker', {
    connectionName: 'lemans-api-replays',
    logger,
    errors: redisErrors,
  });
  const replays = new ReplaysQueue({
    connection: redis,
    eventsConnection: replayEvents,
    redisPrefix: config.redisPrefix,
    logger,
    timeoutMs: overrides.replayTimeoutMs,
  });
  shutdown.onShutdown('file des rediffusions', () => replays.close());

  const queues = new QueueMonitor(redis, config.redisPrefix, logger);
  shutdown.onShutdown('files BullMQ (lecture)', () => queues.close());

  const frames = new LiveFrames();
  const caches = new CacheRegistry(now);

  // The heavy reads and the catalogue read the replica while it keeps up; writes and the live path never.
  const replica = config.readReplica;
  const readTarget = replica ? new ReadTargetMonitor(replica, logger) : null;
  const replicaDb = replica
    ? createDb(replica.url, {
        applicationName: 'lemans-api',
        logger,
        connectionErrors: metrics.postgresConnectionErrors,
      })
    : null;
  if (replicaDb) shutdown.onShutdown('pool Postgres (réplique)', () => replicaDb.destroy());
  const readDb = readTarget && replicaDb ? routedDb(db, replicaDb, () => readTarget.onReplica) : db;
  if (readTarget) {
    registerReadReplicaMetrics(metrics.registry, readTarget);
    readTarget.start();
    shutdown.onShutdown('relevé du retard de la réplique', () => readTarget.stop());
  }

  const heavyMetrics = new HeavyReadMetrics(metrics.registry, {
    maxWaitMs: config.heavyReadMaxWaitMs,
    load: () => computed.load,
    target: () => readTarget?.current.target ?? 'primary',
  });
  const queue = {
    concurrency: READS_AT_ONCE,
    maxWaitMs: config.heavyReadMaxWaitMs,
    observer: heavyMetrics.queue,
  };
  const computed =
    config.readWorkers === 0
      ? inProcessReader(readDb, caches, config.timeTravelRebuilds, queue, logger)
      : new HeavyReadPool(
          config.readWorkers,
          {
            databaseUrl: config.databaseUrl,
            readDatabaseUrl: replica?.url,
            onReplica: false,
            rebuilds: config.timeTravelRebuilds,
            logLevel: config.logLevel,
          },
          {
            caches,
            queue,
            logger,
            connectionErrors: metrics.postgresConnectionErrors,
            prepared: heavyMetrics.prepared,
          },
        );
  if (computed instanceof HeavyReadPool) {
    readTarget?.onChange(({ target }) => computed.readFromReplica(target === 'replica'));
  }
  const reader = new SharedAnswers(
    computed,
    { redis, prefix: config.redisPrefix, caches },
    heavyMetrics,
    logger,
  );
  shutdown.onShutdown('fils de lecture', () => reader.close());
  // One book of spellings for this thread's pages and live frames (the reads' threads keep their own).
  const spellings = knownSpellings(db, caches);
  const source = new LiveSource({ frames, redis, keys, db, logger, now, caches, spellings });
  const probes = {
    postgres: () => pingPostgres(config.databaseUrl),
    redis: () => pingRedis(config.redis),
  };
  // zod's configuration is the process's: set where the process starts its API, not by each app built.
  installFrenchValidationMessages();
  const app = createApiApp({
    db,
    readDb,
    readTarget: readTarget ? () => readTarget.current : undefined,
    frames,
    source,
    probes,
    feedStaleMs: config.feedStaleMs,
    sync,
    caches,
    spellings,
    catalogueTtlMs: overrides.catalogueTtlMs,
    // In Redis, so that every API process counts the same attempts; in memory while Redis is down.
    limits: createLimits(
      { redis, prefix: config.redisPrefix },
      overrides.limits ?? DEFAULT_API_LIMITS,
      metrics.limitRefused,
    ),
    trustProxy: config.trustProxy,
    reader,
    admin: {
      credentials: await adminCredentialsOf(config.admin),
      streamsChanged: streamsNotifier(redis, keys, config.streamMaxLength, logger, now),
      redis,
      keys,
      probes: { ...probes, queues: () => queues.counts() },
      recordings,
      replays,
    },
    metrics: metrics.registry,
    logger,
    now,
  });
  const server = await listening(createHttpServer(app).listen(config.port, config.host));
  refuseTunnels(server, API_METHODS);
  shutdown.onShutdown('serveur HTTP', () => closeServer(server));

  // Its connection is its own (blocking reads) and it disconnects it when it stops.
  const follower = followLive(
    frames,
    createRedis(config.redis, 'worker', { connectionName: 'lemans-api-follow', logger, errors: redisErrors }),
    keys,
    logger,
    liveAnalysesWarmer(reader, () => frames.currentSessionId),
  );
  shutdown.onShutdown('suivi du flux de trames', () => follower.stop());
  if (overrides.heartbeat !== false) {
    const heartbeat = startServiceHeartbeat(redis, keys, { service: 'api' });
    shutdown.onShutdown('signal de vie', () => heartbeat.stop());
  }

  const { port } = server.address() as AddressInfo;
  return {
    app,
    server,
    url: `http://${config.host}:${port}`,
    sync,
    recordings,
    // Not `once`, which would reject on the connection's first error: Redis may well come up later.
    loaded: Promise.all([
      redis.status === 'ready' ? null : new Promise((resolve) => redis.once('ready', resolve)),
      follower.loaded,
    ]).then(() => {}),
    close: () => closeOrThrow(shutdown),
  };
}
