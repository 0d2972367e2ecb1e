import { busKeys, startServiceHeartbeat } from '@lemans/bus';
import { QueueMonitor } from '@lemans/bus/queue-monitor';
import { RecordingsQueue } from '@lemans/bus/recordings-queue';
import { ReplaysQueue } from '@lemans/bus/replays-queue';
import { SyncQueue } from '@lemans/bus/sync-queue';
import { closeServer, listening } from '@lemans/http';
import {
  ConfigError,
  createDb,
  createLogger,
  createRedis,
  createShutdown,
  pingPostgres,
  pingRedis,
} from '@lemans/platform';
import { adminCredentialsOf } from './admin/admin-credentials.ts';
import { createApiApp } from './app.ts';
import { readApiConfig } from './config.ts';
import { CacheRegistry } from './http/cache-registry.ts';
import { createLimits } from './http/rate-limits.ts';
import { followLive } from './live/follow-live.ts';
import { LiveFrames } from './live/live-frames.ts';
import { LiveSource } from './live/live-source.ts';
import { streamsNotifier } from './streams/streams-notifier.ts';

/** Open connections (keep-alive pollers) get this long to finish before they are cut. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

const config = readConfigOrExit();
const logger = createLogger('api', config.logLevel);

try {
  const shutdown = createShutdown(logger, { timeoutMs: SHUTDOWN_TIMEOUT_MS });
  const keys = busKeys(config.redisPrefix);
  // Requests read Redis through a connection that fails at once while it is down: they fall back to Postgres.
  const redis = createRedis(config.redisUrl, 'queue', { connectionName: 'lemans-api', logger });
  shutdown.onShutdown('Redis', () =>
    redis.quit().then(
      () => {},
      () => redis.disconnect(),
    ),
  );
  const db = createDb(config.databaseUrl, { applicationName: 'lemans-api' });
  shutdown.onShutdown('pool Postgres', () => db.destroy());

  // Requests enqueue syncs through the fail-fast connection: while Redis is down POST /api/sync answers 503.
  const sync = new SyncQueue(redis, config.redisPrefix, logger);
  shutdown.onShutdown('file de synchronisation', () => sync.close());

  // Uploads enqueue their ingest through the fail-fast connection too: while Redis is down they answer 503.
  const recordings = new RecordingsQueue(redis, config.redisPrefix, logger);
  shutdown.onShutdown("file d'import des enregistrements", () => recordings.close());

  // Replay commands wait for ingest's answer, heard on a connection of their own (blocking reads).
  const replayEvents = createRedis(config.redisUrl, 'worker', {
    connectionName: 'lemans-api-replays',
    logger,
  });
  shutdown.onShutdown('Redis (rediffusions)', () =>
    replayEvents.quit().then(
      () => {},
      () => replayEvents.disconnect(),
    ),
  );
  const replays = new ReplaysQueue({
    connection: redis,
    eventsConnection: replayEvents,
    redisPrefix: config.redisPrefix,
    logger,
  });
  shutdown.onShutdown('file des rediffusions', () => replays.close());

  const queues = new QueueMonitor(redis, config.redisPrefix, logger);
  shutdown.onShutdown('files BullMQ (lecture)', () => queues.close());

  const frames = new LiveFrames();
  const now = () => Date.now();
  const caches = new CacheRegistry();
  const source = new LiveSource({ frames, redis, keys, db, logger, now, caches });
  const probes = {
    postgres: () => pingPostgres(config.databaseUrl),
    redis: () => pingRedis(config.redisUrl),
  };
  const app = createApiApp({
    db,
    frames,
    source,
    probes,
    feedStaleMs: config.feedStaleMs,
    sync,
    caches,
    // In Redis, so that every API process counts the same attempts; in memory while Redis is down.
    limits: createLimits({ redis, prefix: config.redisPrefix }),
    trustProxy: config.trustProxy,
    timeTravelRebuilds: config.timeTravelRebuilds,
    admin: {
      credentials: await adminCredentialsOf(config.admin),
      streamsChanged: streamsNotifier(redis, keys, config.streamMaxLength, logger, now),
      redis,
      keys,
      probes: { ...probes, queues: () => queues.counts() },
      recordings,
      replays,
    },
    logger,
    now,
  });
  const server = await listening(app.listen(config.port, config.host));
  shutdown.onShutdown('serveur HTTP', () => closeServer(server));

  const follower = followLive(
    frames,
    createRedis(config.redisUrl, 'worker', { connectionName: 'lemans-api-follow', logger }),
    keys,
    logger,
  );
  shutdown.onShutdown('suivi du flux de trames', () => follower.stop());
  const heartbeat = startServiceHeartbeat(redis, keys, { service: 'api' });
  shutdown.onShutdown('signal de vie', () => heartbeat.stop());
  logger.info({ port: config.port, redisPrefix: config.redisPrefix }, 'API prête');
} catch (err) {
  logger.fatal({ err }, "démarrage de l'API impossible");
  process.exit(1);
}

/** A configuration mistake is the operator's to fix: the French list of problems, not a stack trace. */
function readConfigOrExit() {
  try {
    return readApiConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}
