import { startQueueWorker } from '@lemans/bus/queues';
import { SyncQueue } from '@lemans/bus/sync-queue';
import type { Logger } from '@lemans/platform';
import type { Redis } from 'ioredis';
import type { CatalogueSync, SyncOutcome } from './catalogue-sync.ts';

export interface SyncWorker {
  close(): Promise<void>;
}

/**
 * Runs the catalogue syncs that POST /api/sync enqueues, one at a time, and asks for one at start so that
 * a fresh install has its entries, programme and news at once (skipped when one completed within the
 * cooldown, as after a quick restart). `workerConnection` is the worker's own (worker role).
 */
export async function startSyncWorker(options: {
  connection: Redis;
  workerConnection: Redis;
  redisPrefix: string;
  sync: CatalogueSync;
  logger: Logger;
}): Promise<SyncWorker> {
  const { connection, workerConnection, redisPrefix, sync, logger } = options;
  const requests = new SyncQueue(connection, redisPrefix, logger);
  const worker = startQueueWorker<'sync', SyncOutcome>('sync', () => sync.run(), {
    connection: workerConnection,
    redisPrefix,
    concurrency: 1,
  });
  worker.on('failed', (job, err) =>
    logger.error(
      { err, jobId: job?.id, attemptsMade: job?.attemptsMade },
      'échec de la synchronisation du catalogue',
    ),
  );
  worker.on('error', (err) => logger.warn({ err }, 'worker de synchronisation en erreur'));
  const first = await requests.request();
  logger.info(first, 'synchronisation du catalogue demandée au démarrage');
  return {
    async close() {
      await worker.close();
      await requests.close();
    },
  };
}
