import type { Logger } from '@lemans/platform';
import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import type { FeedPoller, PollOutcome } from './feed-poller.ts';

export const POLL_QUEUE = 'poll-feed';
const SCHEDULER_ID = 'poll-organiser-feed';

export interface PollScheduler {
  close(): Promise<void>;
}

/**
 * Polls the feed every `intervalMs` through a BullMQ job scheduler: upserted at start, so restarts and
 * several ingest processes never multiply it; one worker with concurrency 1, so one poll at a time. A job
 * fails only when our own storage fails (and is then retried on the next tick); completed and failed
 * jobs are trimmed so that Redis does not grow.
 */
export async function startPollScheduler(options: {
  connection: Redis;
  workerConnection: Redis;
  prefix: string;
  intervalMs: number;
  poller: FeedPoller;
  logger: Logger;
}): Promise<PollScheduler> {
  const { connection, workerConnection, prefix, intervalMs, poller, logger } = options;
  const queue = new Queue(POLL_QUEUE, { connection, prefix });
  await queue.upsertJobScheduler(
    SCHEDULER_ID,
    { every: intervalMs },
    { name: 'poll', opts: { removeOnComplete: 100, removeOnFail: 500 } },
  );
  const worker = new Worker<unknown, PollOutcome>(POLL_QUEUE, () => poller.pollOnce(), {
    connection: workerConnection,
    prefix,
    concurrency: 1,
  });
  worker.on('failed', (job, err) => logger.error({ err, jobId: job?.id }, 'échec du relevé du flux'));
  worker.on('error', (err) => logger.warn({ err }, 'worker BullMQ en erreur'));
  return {
    async close() {
      await worker.close();
      await queue.close();
    },
  };
}
