import { openQueue, startQueueWorker } from '@lemans/bus/queues';
import type { Logger } from '@lemans/platform';
import type { Redis } from 'ioredis';
import { FallbackPolls } from './fallback-polls.ts';
import type { FeedPoller, PollOutcome } from './feed-poller.ts';
import { PollLease } from './poll-lease.ts';
import { PollTurns } from './poll-turns.ts';

const SCHEDULER_ID = 'poll-organiser-feed';
/**
 * How long the worker waits after a connection error before fetching jobs again (BullMQ's default is
 * 15 s): the fallback polls in the meantime, so the shorter the sooner BullMQ takes over again.
 */
const RUN_RETRY_DELAY_MS = 2000;

export interface PollScheduler {
  close(): Promise<void>;
}

/**
 * Polls the feed every `intervalMs` through a BullMQ job scheduler: upserted at start, so restarts and
 * several ingest processes never multiply it, and again whenever the connection to Redis comes back; one
 * worker with concurrency 1, so one poll at a time. Of several ingest processes only the holder of the poll
 * lease (poll-lease.ts) runs its worker, the others' waiting paused: every poll of a session goes through
 * the same process, whose ingestor holds the session as it stands, and a standby takes over within two
 * intervals of the holder's death. A job fails only when our own storage fails (and is then retried on
 * the next tick); completed and failed jobs are trimmed so that Redis does not grow. While Redis is down,
 * the holder polls by itself (fallback-polls.ts), never at the same time as a job.
 */
export async function startPollScheduler(options: {
  connection: Redis;
  workerConnection: Redis;
  /** Asks for the poll lease: a fail-fast connection (`queue` role). */
  leaseConnection: Redis;
  redisPrefix: string;
  intervalMs: number;
  poller: FeedPoller;
  logger: Logger;
}): Promise<PollScheduler> {
  const { connection, workerConnection, leaseConnection, redisPrefix, intervalMs, poller, logger } = options;
  const turns = new PollTurns(poller);
  let lease: PollLease | undefined;
  // Before anything that waits for Redis: a process started while Redis is down polls all the same.
  const fallback = new FallbackPolls({
    connection: workerConnection,
    intervalMs,
    resumeDelayMs: RUN_RETRY_DELAY_MS,
    turns,
    pollsWithoutRedis: () => lease?.pollsWithoutRedis ?? true,
    logger,
  });
  const queue = openQueue('poll', connection, redisPrefix);
  // Without a listener BullMQ prints the connection's errors on stderr, whatever LOG_LEVEL says.
  queue.on('error', (err) => logger.warn({ err }, 'file BullMQ en erreur'));
  const upsertScheduler = () =>
    queue.upsertJobScheduler(
      SCHEDULER_ID,
      { every: intervalMs },
      { name: 'poll', opts: { removeOnComplete: 100, removeOnFail: 500 } },
    );
  await upsertScheduler().catch(async (error: unknown) => {
    await fallback.close();
    throw error;
  });
  // The scheduler lives in Redis only: a Redis that comes back empty (restarted without persistence, a
  // replica promoted before it had the key) would leave the worker waiting for a poll that never comes.
  // Upserting it again on every reconnection restores it, and changes nothing when it was still there.
  const onReconnected = () => {
    upsertScheduler().catch((err) =>
      logger.error({ err }, 'relevé du flux non replanifié après la reconnexion à Redis'),
    );
  };
  connection.on('ready', onReconnected);
  const worker = startQueueWorker<'poll', PollOutcome>(
    'poll',
    () => {
      fallback.scheduledPollStarted();
      return turns.poll();
    },
    {
      connection: workerConnection,
      redisPrefix,
      concurrency: 1,
      runRetryDelay: RUN_RETRY_DELAY_MS,
      autorun: false,
    },
  );
  worker.on('failed', (job, err) => logger.error({ err, jobId: job?.id }, 'échec du relevé du flux'));
  worker.on('error', (err) => logger.warn({ err }, 'worker BullMQ en erreur'));
  // One change at a time: a pause waits for the poll under way, and a resume must not overtake it.
  let switching = Promise.resolve();
  const takeTurn = async () => {
    // The scheduler again first: a holder killed as it took a job may have died before planning the next.
    await upsertScheduler().catch((err: unknown) =>
      logger.warn({ err }, 'relevé du flux non replanifié à la reprise du bail'),
    );
    await worker.resume();
  };
  lease = new PollLease({
    redis: leaseConnection,
    redisPrefix,
    intervalMs,
    logger,
    onChange: (active) => {
      switching = switching
        .then(() => (active ? takeTurn() : worker.pause()))
        .catch((err: unknown) => logger.error({ err, active }, 'worker du relevé non basculé'));
    },
  });
  return {
    async close() {
      connection.off('ready', onReconnected);
      await lease?.close();
      await switching;
      await fallback.close();
      await worker.close();
      await queue.close();
    },
  };
}
