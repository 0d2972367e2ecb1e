import { createLogger, createShutdown, readConfigOrExit, startOrExit } from '@lemans/platform';
import { readApiConfig } from './config.ts';
import { API_SHUTDOWN_TIMEOUT_MS, startApi } from './start-api.ts';

const config = readConfigOrExit(readApiConfig);
const logger = createLogger('api', config.logLevel);
const shutdown = createShutdown(logger, { timeoutMs: API_SHUTDOWN_TIMEOUT_MS });

await startOrExit(logger, "démarrage de l'API impossible", async () => {
  await startApi(config, { logger, shutdown });
  logger.info({ port: config.port, redisPrefix: config.redisPrefix }, 'API prête');
});
