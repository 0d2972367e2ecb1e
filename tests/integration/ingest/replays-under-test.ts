import { busKeys } from '@lemans/bus';
import { ReplaysQueue } from '@lemans/bus/replays-queue';
import { createLogger, type Db } from '@lemans/platform';
import type { LapRecording } from '@lemans/race';
import { LivePublisher } from '../../../services/ingest/src/publish/live-publisher.ts';
import { FeedChannels } from '../../../services/ingest/src/replays/feed-channels.ts';
import { ReplayRunner } from '../../../services/ingest/src/replays/replay-runner.ts';
import {
  ReplayPollSchedules,
  type ReplayWorker,
  startReplayWorker,
} from '../../../services/ingest/src/replays/replay-worker.ts';
import { FEED_CONTROL_SECRET } from '../../support/feed-control.ts';
import type { TestRedis } from '../../support/redis.ts';
import { type StartedFeed, startFeed } from '../feed/start-feed.ts';

export interface ReplaysUnderTest {
  feed: StartedFeed;
  runner: ReplayRunner;
  schedules: ReplayPollSchedules;
  publisher: LivePublisher;
  /** What the admin API and the CLI send commands through. */
  queue: ReplaysQueue;
  /** The scheduler polling the replay, or undefined when none. */
  scheduler(replayId: string): Promise<unknown>;
  close(): Promise<void>;
}

/**
 * A feed whose replay channels read `db`, and ingest's replay side as main.ts wires it: the runner, its
 * poll schedulers, and (unless `worker` is false) the workers running commands and polls, under the test
 * file's Redis prefix. Without the worker, a test drives the polls itself through the runner.
 */
export async function startReplays(options: {
  db: Db;
  redis: TestRedis;
  /** The main channel's recording (the "live" session). */
  recording?: LapRecording;
  pollIntervalMs?: number;
  worker?: boolean;
}): Promise<ReplaysUnderTest> {
  const { db, redis } = options;
  const logger = createLogger('replays-test', 'silent');
  const feed = await startFeed({ db, recording: options.recording });
  const schedules = new ReplayPollSchedules(redis.connect('queue'), redis.prefix, logger);
  await schedules.queue.waitUntilReady();
  const publisher = new LivePublisher(redis.connect('client'), busKeys(redis.prefix), 1000, logger);
  const runner = new ReplayRunner({
    db,
    channels: new FeedChannels(feed.url, 5000, FEED_CONTROL_SECRET),
    schedules,
    publisher,
    logger,
    pollIntervalMs: options.pollIntervalMs ?? 3000,
    timeoutMs: 5000,
  });
  const worker: ReplayWorker | null =
    options.worker === false
      ? null
      : await startReplayWorker({
          commandsConnection: redis.connect('worker'),
          pollsConnection: redis.connect('worker'),
          redisPrefix: redis.prefix,
          schedules,
          runner,
          logger,
        });
  const queue = new ReplaysQueue({
    connection: redis.connect('queue'),
    eventsConnection: redis.connect('worker'),
    redisPrefix: redis.prefix,
    logger,
    timeoutMs: 10_000,
  });
  return {
    feed,
    runner,
    schedules,
    publisher,
    queue,
    scheduler: (replayId) => schedules.queue.getJobScheduler(`replay-poll:${replayId}`),
    async close() {
      await queue.close();
      if (worker) await worker.close();
      else await schedules.queue.close();
      await feed.close();
    },
  };
}
