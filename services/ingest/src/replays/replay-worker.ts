import { type JobInput, type JobProblem, openQueue, startQueueWorker } from '@lemans/bus/queues';
import type { ReplayCommand, ReplayCommandResult } from '@lemans/bus/replays-queue';
import type { Logger } from '@lemans/platform';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { PollSchedules, ReplayPollOutcome, ReplayRunner } from './replay-runner.ts';

/** Replays polled at once: each poll waits mostly on the feed and Postgres, not on this process. */
const POLL_CONCURRENCY = 4;

const schedulerIdOf = (replayId: string) => `replay-poll:${replayId}`;

export interface ReplayWorker {
  close(): Promise<void>;
}

/** The polls of the replays, one BullMQ job scheduler each on the replay-polls queue. */
export class ReplayPollSchedules implements PollSchedules {
  readonly queue: Queue<JobInput<'replayPolls'>>;
  readonly #connection: Redis;

  constructor(connection: Redis, redisPrefix: string, logger: Logger) {
    this.#connection = connection;
    this.queue = openQueue('replayPolls', connection, redisPrefix);
    // Without a listener BullMQ prints the connection's errors on stderr, whatever LOG_LEVEL says.
    this.queue.on('error', (err) => logger.warn({ err }, 'file des relevés de rediffusion en erreur'));
  }

  async upsert(replayId: string, everyMs: number): Promise<void> {
    await this.queue.upsertJobScheduler(
      schedulerIdOf(replayId),
      { every: everyMs },
      { name: 'poll', data: { replayId }, opts: { removeOnComplete: 100, removeOnFail: 500 } },
    );
  }

  async remove(replayId: string): Promise<void> {
    await this.queue.removeJobScheduler(schedulerIdOf(replayId));
  }

  /** Calls `listener` whenever the connection to Redis is ready again; returns how to stop. */
  onReconnected(listener: () => void): () => void {
    this.#connection.on('ready', listener);
    return () => this.#connection.off('ready', listener);
  }
}

/**
 * Runs the replay commands (one at a time, in the order they were sent) and the replays' polls, then
 * restores the replays that were playing when ingest last stopped. `commandsConnection` and
 * `pollsConnection` are the workers' own (worker role).
 */
export async function startReplayWorker(options: {
  commandsConnection: Redis;
  pollsConnection: Redis;
  redisPrefix: string;
  schedules: ReplayPollSchedules;
  runner: ReplayRunner;
  logger: Logger;
}): Promise<ReplayWorker> {
  const { commandsConnection, pollsConnection, redisPrefix, schedules, runner, logger } = options;
  const commands = startQueueWorker<'replays', ReplayCommandResult>(
    'replays',
    // The job's name is the command's type, and its payload the command's input, checked by the registry.
    (checked) => runner.execute({ type: checked.name, input: checked.data } as ReplayCommand),
    { connection: commandsConnection, redisPrefix, concurrency: 1, refused: refusedCommand },
  );
  commands.on('failed', (job, err) =>
    logger.error({ err, jobId: job?.id, command: job?.name }, 'échec de la commande de rediffusion'),
  );
  commands.on('error', (err) => logger.warn({ err }, 'worker des rediffusions en erreur'));
  const polls = startQueueWorker<'replayPolls', ReplayPollOutcome>(
    'replayPolls',
    ({ data }) => runner.poll(data.replayId),
    { connection: pollsConnection, redisPrefix, concurrency: POLL_CONCURRENCY },
  );
  polls.on('failed', (job, err) =>
    logger.error({ err, replayId: job?.data.replayId }, 'échec du relevé de la rediffusion'),
  );
  polls.on('error', (err) => logger.warn({ err }, 'worker des relevés de rediffusion en erreur'));
  const restored = await runner.restore();
  if (restored > 0) logger.info({ restored }, 'rediffusions rétablies');
  // As the live poll's scheduler: a Redis that comes back empty must not leave the replays unpolled.
  const onReconnected = () => {
    runner
      .reschedule()
      .catch((err) => logger.error({ err }, 'relevés des rediffusions non replanifiés après la reconnexion'));
  };
  const stopListening = schedules.onReconnected(onReconnected);
  return {
    async close() {
      stopListening();
      await commands.close();
      await polls.close();
      await schedules.queue.close();
    },
  };
}

/**
 * A refused command is an answer, not a failed job: the one who sent it reads why, as the API would have
 * said it.
 */
function refusedCommand(problem: JobProblem): ReplayCommandResult {
  return {
    ok: false,
    status: 400,
    error:
      problem.kind === 'unknown-job' ? `Commande de rediffusion inconnue : ${problem.name}` : problem.issue,
  };
}
