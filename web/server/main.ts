import { fileURLToPath } from 'node:url';
import { createLogger, createShutdown, readConfigOrExit } from '@lemans/platform';
import { loadWebConfig } from './config.ts';
import { createSiteServer } from './site-server.ts';
import { loadStaticFiles } from './static-files.ts';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));

const config = readConfigOrExit(loadWebConfig);
const logger = createLogger('web', config.LOG_LEVEL);
const files = await loadStaticFiles(DIST).catch((err) => {
  logger.fatal({ err }, 'site non construit : lancez « npm run build -w web »');
  process.exit(1);
});
const server = createSiteServer({
  files,
  apiUrl: config.API_URL,
  realtimeUrl: config.REALTIME_URL,
  trustProxy: config.TRUST_PROXY,
  logger,
});
server.listen(config.PORT, config.HOST, () =>
  logger.info({ host: config.HOST, port: config.PORT, files: files.size }, 'site prêt'),
);
const shutdown = createShutdown(logger, { timeoutMs: 10_000 });
shutdown.onShutdown('serveur du site', () => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
});
