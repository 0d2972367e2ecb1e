import type { AddressInfo } from 'node:net';
import { busKeys, startServiceHeartbeat } from '@lemans/bus';
import { SYNC_COOLDOWN_MS } from '@lemans/bus/sync-queue';
import { closeServer, listening } from '@lemans/http';
import {
  closeOrThrow,
  createDb,
  createLogger,
  createShutdown,
  type Db,
  type Logger,
  openRedis,
  type RedisRole,
  type Shutdown,
} from '@lemans/platform';
import { assignUnassignedSessions } from '@lemans/race-events';
import type { IngestConfig } from './config.ts';
import { IngestMetrics } from './metrics/ingest-metrics.ts';
import { createIngestServer } from './metrics/ingest-server.ts';
import type { FeedPoller } from './poll/feed-poller.ts';
import { startLivePolling } from './poll/live-polling.ts';
import { rebuildStaleCheckpoints } from './projections/stale-checkpoints.ts';
import { AlertsRelay } from './publish/alerts-relay.ts';
import { LivePublisher } from './publish/live-publisher.ts';
import { startImportWorker } from './recordings/import-worker.ts';
import { FeedChannels } from './replays/feed-channels.ts';
import { ReplayRunner } from './replays/replay-runner.ts';
import { ReplayPollSchedules, startReplayWorker } from './replays/replay-worker.ts';
import { CatalogueSync } from './sync/catalogue-sync.ts';
import { startSyncWorker } from './sync/sync-worker.ts';

/** The catalogue is small and not urgent: a slow feed gets more time than a live poll. */
const CATALOGUE_TIMEOUT_MS = 10_000;
/** A poll or a replay command in flight gets this long to finish when ingest stops. */
export const INGEST_SHUTDOWN_TIMEOUT_MS = 15_000;
/** How often the alerts relay looks for committed events. */
const ALERTS_RELAY_INTERVAL_MS = 500;

export interface IngestOverrides {
  /** Where ingest logs; its own logger at the configured level unless told. */
  logger?: Logger;
  /**
   * Where every resource registers its closing: the process's (closed by its signals) in main.ts. Without
   * one, ingest gets its own, closed by `close()`.
   */
  shutdown?: Shutdown;
}

export interface StartedIngest {
  /** The live poll, for its counts. */
  poller: FeedPoller;
  /** `http://host:port` of /metrics and /health, the port the system gave when the configuration said 0. */
  url: string;
  /** Closes every resource ingest opened, last opened first. */
  close(): Promise<void>;
}

/**
 * The ingest service, wired once for main.ts and the tests: the live poll and its publication, the alerts
 * relay, the catalogue sync, the import and replay workers, each on its own Redis connection.
 */
export async function startIngest(
  config: IngestConfig,
  overrides: IngestOverrides = {},
): Promise<StartedIngest> {
  const logger = overrides.logger ?? createLogger('ingest', config.logLevel);
  const shutdown =
    overrides.shutdown ?? createShutdown(logger, { timeoutMs: INGEST_SHUTDOWN_TIMEOUT_MS, signals: false });
  const metrics = new IngestMetrics();
  const redis = (name: string, role: RedisRole, connectionName: string) =>
    openRedis(shutdown, name, config.redis, role, { connectionName, logger, errors: metrics.redisErrors });
  const db = createDb(config.databaseUrl, {
    max: 4,
    applicationName: 'lemans-ingest',
    logger,
    connectionErrors: metrics.postgresConnectionErrors,
  });
  shutdown.onShutdown('Postgres', () => db.destroy());
  const assigned = await assignUnassignedSessions(db);
  if (assigned > 0) logger.info({ sessions: assigned }, 'sessions rattachées à leur épreuve');
  rebuildCheckpointsMeanwhile(db, shutdown, logger);
  const publisherRedis = redis('Redis (publication)', 'client', 'ingest-publisher');
  const queueRedis = redis('Redis (file)', 'worker', 'ingest-queue');
  const workerRedis = redis('Redis (worker)', 'worker', 'ingest-worker');

  const keys = busKeys(config.redisPrefix);
  const publisher = new LivePublisher(publisherRedis, keys, config.streamMaxLength, logger, metrics);
  const relay = new AlertsRelay(db, publisherRedis, keys, config.streamMaxLength, logger);
  relay.start(ALERTS_RELAY_INTERVAL_MS);
  shutdown.onShutdown('relais des alertes', () => relay.stop());
  const { poller, close: stopPolling } = await startLivePolling({
    db,
    feedUrl: config.organiserFeedUrl,
    feedTimeoutMs: config.feedTimeoutMs,
    intervalMs: config.pollIntervalMs,
    publisher,
    connection: queueRedis,
    workerConnection: workerRedis,
    leaseConnection: redis('Redis (bail du relevé)', 'queue', 'ingest-poll-lease'),
    redisPrefix: config.redisPrefix,
    logger,
    metrics,
  });
  shutdown.onShutdown('relevé du flux', stopPolling);
  const server = await listening(
    createIngestServer(metrics, poller, logger).listen(config.port, config.host),
  );
  shutdown.onShutdown('serveur HTTP (mesures)', () => closeServer(server));
  const heartbeat = startServiceHeartbeat(publisherRedis, keys, {
    service: 'ingest',
    details: () => ({ last_poll: poller.lastPoll, polls: poller.counts }),
  });
  shutdown.onShutdown('signal de vie', () => heartbeat.stop());

  const syncWorker = await startSyncWorker({
    connection: queueRedis,
    workerConnection: redis('Redis (synchronisation)', 'worker', 'ingest-sync'),
    redisPrefix: config.redisPrefix,
    sync: new CatalogueSync({
      db,
      redis: publisherRedis,
      keys,
      redisPrefix: config.redisPrefix,
      streamMaxLength: config.streamMaxLength,
      catalogueUrl: config.catalogueUrl,
      timeoutMs: CATALOGUE_TIMEOUT_MS,
      cooldownMs: SYNC_COOLDOWN_MS,
      logger,
    }),
    logger,
  });
  shutdown.onShutdown('synchronisation du catalogue', () => syncWorker.close());

  const importWorker = startImportWorker({
    db,
    connection: redis('Redis (import)', 'worker', 'ingest-import'),
    redisPrefix: config.redisPrefix,
    logger,
  });
  shutdown.onShutdown("import d'enregistrements", () => importWorker.close());

  const replayCommandsRedis = redis('Redis (rediffusions)', 'worker', 'ingest-replays');
  const replayPollsRedis = redis('Redis (relevés des rediffusions)', 'worker', 'ingest-replay-polls');
  const replaySchedules = new ReplayPollSchedules(queueRedis, config.redisPrefix, logger);
  const replayWorker = await startReplayWorker({
    commandsConnection: replayCommandsRedis,
    pollsConnection: replayPollsRedis,
    redisPrefix: config.redisPrefix,
    schedules: replaySchedules,
    runner: new ReplayRunner({
      db,
      channels: new FeedChannels(config.replayFeedUrl, config.feedTimeoutMs, config.feedControlSecret),
      schedules: replaySchedules,
      publisher,
      logger,
      pollIntervalMs: config.pollIntervalMs,
      timeoutMs: config.feedTimeoutMs,
    }),
    logger,
  });
  shutdown.onShutdown('rediffusions', () => replayWorker.close());

  const { port } = server.address() as AddressInfo;
  return { poller, url: `http://${config.host}:${port}`, close: () => closeOrThrow(shutdown) };
}

/**
 * Rebuilds the state checkpoints of another projection version in the background: meanwhile time travel
 * folds past moments from an earlier checkpoint of this version or from the start, and the live poll does
 * not wait. Stopping ingest stops it between two sessions, before Postgres closes.
 */
function rebuildCheckpointsMeanwhile(db: Db, shutdown: Shutdown, logger: Logger): void {
  const stop = new AbortController();
  const rebuilding = rebuildStaleCheckpoints(db, stop.signal).then(
    (sessions) => {
      if (sessions > 0) logger.info({ sessions }, "points d'étape de l'état reconstruits");
    },
    (err: unknown) => logger.error({ err }, "reconstruction des points d'étape de l'état interrompue"),
  );
  shutdown.onShutdown("points d'étape de l'état", () => {
    stop.abort();
    return rebuilding;
  });
}
