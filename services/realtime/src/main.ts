import { busKeys, startServiceHeartbeat } from '@lemans/bus';
import { createLogger, createShutdown, openRedis, readConfigOrExit, startOrExit } from '@lemans/platform';
import { readRealtimeConfig } from './config.ts';
import { DEFAULT_LIMITS, startRealtimeServer, stopTimeoutMs } from './server.ts';

const config = readConfigOrExit(readRealtimeConfig);
const logger = createLogger('realtime', config.logLevel);
const limits = { ...DEFAULT_LIMITS, drainSpreadMs: config.drainSpreadMs };
const shutdown = createShutdown(logger, { timeoutMs: stopTimeoutMs(limits) });

await startOrExit(logger, 'démarrage du serveur temps réel impossible', async () => {
  const redis = openRedis(shutdown, 'Redis', config.redisUrl, 'client', {
    connectionName: 'lemans-realtime',
    logger,
  });
  const reader = openRedis(shutdown, 'Redis (lecture des trames)', config.redisUrl, 'worker', {
    connectionName: 'lemans-realtime-reader',
    logger,
  });
  const keys = busKeys(config.redisPrefix);
  const realtime = await startRealtimeServer(
    { redis, reader, keys, logger, allowedOrigins: config.allowedOrigins, limits },
    config.port,
    config.host,
  );
  shutdown.onShutdown('serveur temps réel', () => realtime.close());
  const heartbeat = startServiceHeartbeat(redis, keys, {
    service: 'realtime',
    details: () => ({ clients: realtime.clientCount() }),
  });
  shutdown.onShutdown('signal de vie', () => heartbeat.stop());
  logger.info(
    {
      host: config.host,
      port: realtime.port,
      redisPrefix: config.redisPrefix,
      allowedOrigins: config.allowedOrigins,
    },
    'serveur temps réel prêt',
  );
});
