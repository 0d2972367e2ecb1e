import { AppError, type Logger } from '@lemans/platform';
import type { Job, Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { type JobInput, openQueue, openQueueEvents } from './queues.ts';
import type { ReplayCommand, ReplayCommandResult } from './replay-commands.ts';

/*
 * The queue of the replay commands, through which the admin API and the CLI ask ingest's replay worker. A
 * subpath of its own (`@lemans/bus/replays-queue`) so that the services that only read frames do not load
 * BullMQ; the commands and their schemas come with it.
 */

export * from './replay-commands.ts';

export interface ReplaysQueueOptions {
  /** Adds the jobs; no keyPrefix (BullMQ refuses one). */
  connection: Redis;
  /** Dedicated to listening for the results (blocking reads, worker role). */
  eventsConnection: Redis;
  redisPrefix: string;
  logger: Logger;
  /** How long ingest gets to answer a command; 15 s unless told. */
  timeoutMs?: number;
}

const NO_ANSWER = "Le service d'ingestion ne répond pas";

/** Sends replay commands to ingest and waits for their answer. */
export class ReplaysQueue {
  readonly queue: Queue<JobInput<'replays'>, ReplayCommandResult>;
  readonly #events: QueueEvents;
  readonly #timeoutMs: number;

  constructor(options: ReplaysQueueOptions) {
    this.queue = openQueue<'replays', ReplayCommandResult>(
      'replays',
      options.connection,
      options.redisPrefix,
    );
    this.#events = openQueueEvents('replays', options.eventsConnection, options.redisPrefix);
    // Without a listener BullMQ prints the connection's errors on stderr, whatever LOG_LEVEL says.
    this.queue.on('error', (err) => options.logger.warn({ err }, 'file des rediffusions en erreur'));
    this.#events.on('error', (err) => options.logger.warn({ err }, 'écoute des rediffusions en erreur'));
    this.#timeoutMs = options.timeoutMs ?? 15_000;
  }

  /**
   * Enqueues the command and waits for ingest's answer. A command ingest has not taken by then is
   * withdrawn, so that a replay does not start by surprise when ingest comes back hours later.
   */
  async send(command: ReplayCommand): Promise<ReplayCommandResult> {
    let job: Job;
    try {
      await this.#events.waitUntilReady();
      job = await this.queue.add(command.type, command.input, {
        removeOnComplete: { age: 3600, count: 200 },
        removeOnFail: { age: 24 * 3600 },
      });
    } catch (error) {
      throw new AppError(`${NO_ANSWER} (Redis injoignable)`, 503, { cause: error });
    }
    try {
      return (await job.waitUntilFinished(this.#events, this.#timeoutMs)) as ReplayCommandResult;
    } catch (error) {
      const state = await job.getState().catch(() => 'unknown');
      if (state === 'failed') {
        throw new AppError(`La commande de rediffusion a échoué : ${(error as Error).message}`, 500, {
          cause: error,
        });
      }
      if (state === 'waiting') await job.remove().catch(() => {});
      throw new AppError(NO_ANSWER, 503, { cause: error });
    }
  }

  async close(): Promise<void> {
    await this.#events.close();
    await this.queue.close();
  }
}
