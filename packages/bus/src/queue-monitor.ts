import type { QueueCounts } from '@lemans/contract';
import type { Logger } from '@lemans/platform';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { openQueue, type QueueId } from './queues.ts';

/** The queues the admin's system view counts: the live poll and the catalogue sync. */
const MONITORED: readonly QueueId[] = ['poll', 'sync'];

/**
 * Reads how many jobs wait, run, are delayed or failed in the services' BullMQ queues (the poll and the
 * catalogue sync), for the admin's system view. A subpath of its own, like the sync queue, so that only
 * the services that need BullMQ load it.
 */
export class QueueMonitor {
  readonly #queues: Queue[];

  constructor(connection: Redis, redisPrefix: string, logger: Logger) {
    this.#queues = MONITORED.map((id) => {
      const queue: Queue = openQueue(id, connection, redisPrefix);
      // Without a listener BullMQ prints the connection's errors on stderr, whatever LOG_LEVEL says.
      queue.on('error', (err) => logger.warn({ err, queue: queue.name }, 'file BullMQ en erreur'));
      return queue;
    });
  }

  async counts(): Promise<Record<string, QueueCounts>> {
    const entries = await Promise.all(
      this.#queues.map(async (queue) => {
        const counts = await queue.getJobCounts('waiting', 'active', 'delayed', 'failed');
        return [
          queue.name,
          {
            waiting: counts.waiting ?? 0,
            active: counts.active ?? 0,
            delayed: counts.delayed ?? 0,
            failed: counts.failed ?? 0,
          },
        ] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  async close(): Promise<void> {
    await Promise.all(this.#queues.map((queue) => queue.close()));
  }
}
