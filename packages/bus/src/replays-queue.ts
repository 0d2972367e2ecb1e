import { AppError, type Logger } from '@lemans/platform';
import { parseRaceTime } from '@lemans/race';
import type { ReplaySummary } from '@lemans/recordings';
import { type Job, Queue, QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { bullPrefix } from './sync-queue.ts';

/*
 * The replay commands, shared by who asks (the admin API, the CLI) and who runs them (ingest's replay
 * worker), with the schemas of their input so that both sides accept and refuse the same things. A subpath
 * of its own (`@lemans/bus/replays-queue`) so that the services that only read frames do not load BullMQ.
 */

export const REPLAYS_QUEUE = 'replays';
/** One job scheduler per running replay (`replay-poll:<id>`), each polling its feed channel. */
export const REPLAY_POLLS_QUEUE = 'replay-polls';
export const MIN_REPLAY_SPEED = 0.1;
export const MAX_REPLAY_SPEED = 3600;

const SPEED_MESSAGE = 'La vitesse doit être comprise entre 0,1 et 3600';

const speed = z
  .number({ error: SPEED_MESSAGE })
  .min(MIN_REPLAY_SPEED, { error: SPEED_MESSAGE })
  .max(MAX_REPLAY_SPEED, { error: SPEED_MESSAGE });

/** A race time typed as "hh:mm:ss" or given in whole milliseconds. */
export const raceTimeInput = z
  .union([z.number(), z.string()], {
    error: (issue) => `Heure de course invalide : « ${String(issue.input)} » (hh:mm:ss)`,
  })
  .transform((value, ctx) => {
    const ms =
      typeof value === 'string' ? parseRaceTime(value) : Number.isInteger(value) && value >= 0 ? value : null;
    if (ms === null) {
      ctx.addIssue({ code: 'custom', message: `Heure de course invalide : « ${value} » (hh:mm:ss)` });
      return z.NEVER;
    }
    return ms;
  });

const id = (required: string) => z.string({ error: required }).min(1, { error: required });

export const startReplayInput = z.object({
  recordingId: id('Enregistrement requis'),
  speed,
  /** Race time to start from; the beginning unless told. */
  start: raceTimeInput.default(0),
});

export const controlReplayInput = z
  .object({
    replayId: id('Rediffusion requise'),
    paused: z.boolean({ error: 'paused doit valoir true ou false' }).optional(),
    speed: speed.optional(),
    raceTimeMs: raceTimeInput.optional(),
  })
  .refine(
    (input) => input.paused !== undefined || input.speed !== undefined || input.raceTimeMs !== undefined,
    {
      error: 'Rien à changer : indiquez paused, speed ou race_time',
    },
  );

export const stopReplayInput = z.object({ replayId: id('Rediffusion requise') });

export type StartReplayInput = z.output<typeof startReplayInput>;
export type ControlReplayInput = z.output<typeof controlReplayInput>;
export type StopReplayInput = z.output<typeof stopReplayInput>;

export type ReplayCommand =
  | { type: 'start'; input: StartReplayInput }
  | { type: 'control'; input: ControlReplayInput }
  | { type: 'stop'; input: StopReplayInput };

/** A refused command is an answer, not a failed job: it carries the HTTP status it means. */
export type ReplayCommandResult =
  | { ok: true; replay: ReplaySummary }
  | { ok: false; status: 400 | 404 | 409 | 502; error: string };

/** The input as `schema` reads it, or the French sentence saying what is wrong (its first problem). */
export function checkReplayInput<T extends z.ZodType>(
  schema: T,
  input: unknown,
): { ok: true; value: z.output<T> } | { ok: false; error: string } {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, error: parsed.error.issues[0]?.message ?? 'Paramètres de rediffusion invalides' };
}

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
  readonly queue: Queue;
  readonly #events: QueueEvents;
  readonly #timeoutMs: number;

  constructor(options: ReplaysQueueOptions) {
    const prefix = bullPrefix(options.redisPrefix);
    this.queue = new Queue(REPLAYS_QUEUE, { connection: options.connection, prefix });
    this.#events = new QueueEvents(REPLAYS_QUEUE, { connection: options.eventsConnection, prefix });
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
