import { busKeys, startServiceHeartbeat } from '@lemans/bus';
import { ConfigError, createLogger, createRedis, createShutdown } from '@lemans/platform';
import { readRealtimeConfig } from './config.ts';
import { DEFAULT_LIMITS, startRealtimeServer } from './server.ts';

/** Clients get the close frame, then this long overall before the remaining ones are cut. */
const SHUTDOWN_TIMEOUT_MS = DEFAULT_LIMITS.closeGraceMs + 5000;

const config = readConfigOrExit();
const logger = createLogger('realtime', config.logLevel);

try {
  const shutdown = createShutdown(logger, { timeoutMs: SHUTDOWN_TIMEOUT_MS });
  const redis = createRedis(config.redisUrl, 'client', { connectionName: 'lemans-realtime', logger });
  shutdown.onShutdown('Redis', async () => {
    await redis.quit();
  });
  const reader = createRedis(config.redisUrl, 'worker', { connectionName: 'lemans-realtime-reader', logger });
  const keys = busKeys(config.redisPrefix);
  const realtime = await startRealtimeServer(
    { redis, reader, keys, logger, allowedOrigins: config.allowedOrigins },
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
} catch (err) {
  logger.fatal({ err }, 'démarrage du serveur temps réel impossible');
  process.exit(1);
}

/** A configuration mistake is the operator's to fix: the French list of problems, not a stack trace. */
function readConfigOrExit() {
  try {
    return readRealtimeConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}
