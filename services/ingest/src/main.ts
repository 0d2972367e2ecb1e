import { busKeys, startServiceHeartbeat } from '@lemans/bus';
import { SYNC_COOLDOWN_MS } from '@lemans/bus/sync-queue';
import { ConfigError, createDb, createLogger, createRedis, createShutdown } from '@lemans/platform';
import { loadIngestConfig } from './config.ts';
import { startLivePolling } from './poll/live-polling.ts';
import { AlertsRelay } from './publish/alerts-relay.ts';
import { LivePublisher } from './publish/live-publisher.ts';
import { startImportWorker } from './recordings/import-worker.ts';
import { FeedChannels } from './replays/feed-channels.ts';
import { ReplayRunner } from './replays/replay-runner.ts';
import { ReplayPollSchedules, startReplayWorker } from './replays/replay-worker.ts';
import { CatalogueSync } from './sync/catalogue-sync.ts';
import { catalogueBaseUrl } from './sync/fetch-catalogue.ts';
import { startSyncWorker } from './sync/sync-worker.ts';

/** The catalogue is small and not urgent: a slow feed gets more time than a live poll. */
const CATALOGUE_TIMEOUT_MS = 10_000;

const config = readConfigOrExit();
const logger = createLogger('ingest', config.LOG_LEVEL);
const shutdown = createShutdown(logger, { timeoutMs: 15_000 });

const db = createDb(config.DATABASE_URL, { max: 4, applicationName: 'lemans-ingest' });
shutdown.onShutdown('Postgres', () => db.destroy());
const publisherRedis = createRedis(config.REDIS_URL, 'client', {
  connectionName: 'ingest-publisher',
  logger,
});
const queueRedis = createRedis(config.REDIS_URL, 'worker', { connectionName: 'ingest-queue', logger });
const workerRedis = createRedis(config.REDIS_URL, 'worker', { connectionName: 'ingest-worker', logger });
for (const [name, redis] of [
  ['Redis (publication)', publisherRedis],
  ['Redis (file)', queueRedis],
  ['Redis (worker)', workerRedis],
] as const) {
  shutdown.onShutdown(name, async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
}

const keys = busKeys(config.REDIS_PREFIX);
const publisher = new LivePublisher(publisherRedis, keys, config.STREAM_MAX_LENGTH, logger);
const relay = new AlertsRelay(db, publisherRedis, keys, config.STREAM_MAX_LENGTH, logger);
relay.start(500);
shutdown.onShutdown('relais des alertes', () => relay.stop());
const { poller, close: stopPolling } = await startLivePolling({
  db,
  feedUrl: config.ORGANISER_FEED_URL,
  feedTimeoutMs: config.FEED_TIMEOUT_MS,
  intervalMs: config.POLL_INTERVAL_MS,
  publisher,
  connection: queueRedis,
  workerConnection: workerRedis,
  redisPrefix: config.REDIS_PREFIX,
  logger,
});
shutdown.onShutdown('relevé du flux', stopPolling);
const heartbeat = startServiceHeartbeat(publisherRedis, keys, {
  service: 'ingest',
  details: () => ({ last_poll: poller.lastPoll, polls: poller.counts }),
});
shutdown.onShutdown('signal de vie', () => heartbeat.stop());
const syncWorkerRedis = createRedis(config.REDIS_URL, 'worker', { connectionName: 'ingest-sync', logger });
shutdown.onShutdown('Redis (synchronisation)', async () => {
  await syncWorkerRedis.quit().catch(() => syncWorkerRedis.disconnect());
});
const syncWorker = await startSyncWorker({
  connection: queueRedis,
  workerConnection: syncWorkerRedis,
  redisPrefix: config.REDIS_PREFIX,
  sync: new CatalogueSync({
    db,
    redis: publisherRedis,
    keys,
    redisPrefix: config.REDIS_PREFIX,
    streamMaxLength: config.STREAM_MAX_LENGTH,
    catalogueUrl: catalogueBaseUrl(config.ORGANISER_FEED_URL),
    timeoutMs: CATALOGUE_TIMEOUT_MS,
    cooldownMs: SYNC_COOLDOWN_MS,
    logger,
  }),
  logger,
});
shutdown.onShutdown('synchronisation du catalogue', () => syncWorker.close());
const importWorkerRedis = createRedis(config.REDIS_URL, 'worker', {
  connectionName: 'ingest-import',
  logger,
});
shutdown.onShutdown('Redis (import)', async () => {
  await importWorkerRedis.quit().catch(() => importWorkerRedis.disconnect());
});
const importWorker = startImportWorker({
  db,
  connection: importWorkerRedis,
  redisPrefix: config.REDIS_PREFIX,
  logger,
});
shutdown.onShutdown("import d'enregistrements", () => importWorker.close());
const replayCommandsRedis = createRedis(config.REDIS_URL, 'worker', {
  connectionName: 'ingest-replays',
  logger,
});
const replayPollsRedis = createRedis(config.REDIS_URL, 'worker', {
  connectionName: 'ingest-replay-polls',
  logger,
});
for (const [name, redis] of [
  ['Redis (rediffusions)', replayCommandsRedis],
  ['Redis (relevés des rediffusions)', replayPollsRedis],
] as const) {
  shutdown.onShutdown(name, async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
}
const replaySchedules = new ReplayPollSchedules(queueRedis, config.REDIS_PREFIX, logger);
const replayWorker = await startReplayWorker({
  commandsConnection: replayCommandsRedis,
  pollsConnection: replayPollsRedis,
  redisPrefix: config.REDIS_PREFIX,
  schedules: replaySchedules,
  runner: new ReplayRunner({
    db,
    channels: new FeedChannels(config.ORGANISER_FEED_URL, config.FEED_TIMEOUT_MS, config.FEED_CONTROL_SECRET),
    schedules: replaySchedules,
    publisher,
    logger,
    pollIntervalMs: config.POLL_INTERVAL_MS,
    timeoutMs: config.FEED_TIMEOUT_MS,
  }),
  logger,
});
shutdown.onShutdown('rediffusions', () => replayWorker.close());
logger.info({ feed: config.ORGANISER_FEED_URL, intervalMs: config.POLL_INTERVAL_MS }, 'ingestion démarrée');

function readConfigOrExit() {
  try {
    return loadIngestConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
