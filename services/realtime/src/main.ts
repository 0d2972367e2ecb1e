import { busKeys, startServiceHeartbeat } from '@lemans/bus';
import { redisConnectionErrors } from '@lemans/metrics';
import { createLogger, createShutdown, openRedis, readConfigOrExit, startOrExit } from '@lemans/platform';
import { readRealtimeConfig } from './config.ts';
import { DEFAULT_LIMITS, startRealtimeServer, stopTimeoutMs } from './server.ts';

const config = readConfigOrExit(readRealtimeConfig);
const logger = createLogger('realtime', config.logLevel);
const limits = { ...DEFAULT_LIMITS, drainSpreadMs: config.drainSpreadMs };
const shutdown = createShutdown(logger, { timeoutMs: stopTimeoutMs(limits) });

await startOrExit(logger, 'démarrage du serveur temps réel impossible', async () => {
  const redisErrors = redisConnectionErrors();
  const redis = openRedis(shutdown, 'Redis', config.redis, 'client', {
    connectionName: 'lemans-realtime',
    logger,
    errors: redisErrors,
  });
  const reader = openRedis(shutdown, 'Redis (lecture des trames)', config.redis, 'worker', {
    connectionName: 'lemans-realtime-reader',
    logger,
    errors: redisErrors,
  });
  const keys = busKeys(config.redisPrefix);
  const realtime = await startRealtimeServer(
    { redis, reader, keys, logger, allowedOrigins: config.allowedOrigins, limits, redisErrors },
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
