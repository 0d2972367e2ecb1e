import type { ReplaySummary } from '@lemans/contract';
import { parseRaceTime } from '@lemans/contract/timing';
import { z } from 'zod';

/*
 * The replay commands, shared by who asks (the admin API, the CLI) and who runs them (ingest's replay
 * worker), with the schemas of their input so that both sides accept and refuse the same things. Apart
 * from the queue itself so that the queue registry can name them as its jobs' payloads.
 */

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
