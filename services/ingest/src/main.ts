import { createLogger, createShutdown, readConfigOrExit, startOrExit } from '@lemans/platform';
import { readIngestConfig } from './config.ts';
import { INGEST_SHUTDOWN_TIMEOUT_MS, startIngest } from './start-ingest.ts';

const config = readConfigOrExit(readIngestConfig);
const logger = createLogger('ingest', config.logLevel);
const shutdown = createShutdown(logger, { timeoutMs: INGEST_SHUTDOWN_TIMEOUT_MS });

await startOrExit(logger, "démarrage de l'ingestion impossible", async () => {
  const ingest = await startIngest(config, { logger, shutdown });
  logger.info(
    {
      feed: config.organiserFeedUrl,
      replays: config.replayFeedUrl,
      catalogue: config.catalogueUrl,
      intervalMs: config.pollIntervalMs,
      metrics: `${ingest.url}/metrics`,
    },
    'ingestion démarrée',
  );
});
