import type { Db, Logger } from '@lemans/platform';
import type { Redis } from 'ioredis';
import type { LivePublisher } from '../publish/live-publisher.ts';
import { LiveRecorder } from '../recordings/live-recorder.ts';
import { EarlierRuns } from './earlier-runs.ts';
import { FeedPoller, type PollMetrics } from './feed-poller.ts';
import { startPollScheduler } from './poll-scheduler.ts';

export interface LivePollingOptions {
  db: Db;
  /** The organiser's data.json. */
  feedUrl: string;
  feedTimeoutMs: number;
  intervalMs: number;
  publisher: LivePublisher;
  /** BullMQ's connections (role `worker`): the queue's, which upserts the scheduler, and the worker's. */
  connection: Redis;
  workerConnection: Redis;
  /** Asks for the poll lease (poll-lease.ts): a fail-fast connection (`queue` role). */
  leaseConnection: Redis;
  redisPrefix: string;
  logger: Logger;
  metrics?: PollMetrics;
}

export interface LivePolling {
  poller: FeedPoller;
  close(): Promise<void>;
}

/** The live poll of the organiser feed, recorded, published and scheduled: what the ingest process runs. */
export async function startLivePolling(options: LivePollingOptions): Promise<LivePolling> {
  const { db, feedUrl, feedTimeoutMs, intervalMs, publisher, logger } = options;
  const poller = new FeedPoller({
    db,
    url: feedUrl,
    timeoutMs: feedTimeoutMs,
    publisher,
    logger,
    recorder: new LiveRecorder(logger),
    earlierRuns: new EarlierRuns(publisher, logger),
    metrics: options.metrics,
  });
  const scheduler = await startPollScheduler({
    connection: options.connection,
    workerConnection: options.workerConnection,
    leaseConnection: options.leaseConnection,
    redisPrefix: options.redisPrefix,
    intervalMs,
    poller,
    logger,
  });
  return { poller, close: () => scheduler.close() };
}
