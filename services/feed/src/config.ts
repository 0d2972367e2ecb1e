import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseRaceTime } from '@lemans/contract/timing';
import {
  envBoolean,
  envHost,
  envLogLevel,
  envPort,
  envPostgresUrl,
  envSecret,
  readConfig,
} from '@lemans/platform';
import { z } from 'zod';

const DEFAULT_RECORDING = fileURLToPath(new URL('../recordings/le-mans-2025-race.json.gz', import.meta.url));

const RATE_VARIABLES = [
  'FEED_FAULT_5XX_RATE',
  'FEED_FAULT_TRUNCATE_RATE',
  'FEED_FAULT_MALFORMED_RATE',
] as const;

const rate = () =>
  z.coerce
    .number({ error: 'doit être un nombre entre 0 et 1' })
    .min(0, { error: 'doit être compris entre 0 et 1' })
    .max(1, { error: 'doit être compris entre 0 et 1' })
    .default(0);

const schema = z.object({
  FEED_PORT: envPort().default(4010),
  HOST: envHost(),
  /** What /control and /replays require; without it they refuse every call. */
  FEED_CONTROL_SECRET: envSecret().optional(),
  FEED_RECORDING: z.string().default(DEFAULT_RECORDING),
  /** Where stored recordings are read for replays; without it the feed plays FEED_RECORDING only. */
  DATABASE_URL: envPostgresUrl().optional(),
  FEED_START: z
    .string()
    .default('23:45:00')
    .transform((text, ctx) => {
      const ms = parseRaceTime(text);
      if (ms === null) {
        ctx.addIssue({ code: 'custom', message: `« ${text} » n'est pas une heure de course hh:mm:ss` });
        return z.NEVER;
      }
      return ms;
    }),
  FEED_SPEED: z.coerce
    .number({ error: 'doit être un nombre' })
    .positive({ error: 'doit être strictement positif' })
    .default(1),
  FEED_REPLAY: envBoolean().default(false),
  FEED_END: z.enum(['hold', 'loop'], { error: 'doit valoir hold ou loop' }).default('hold'),
  FEED_STEP_MS: z.coerce
    .number({ error: 'doit être un nombre de millisecondes' })
    .int({ error: 'doit être un nombre entier' })
    .positive({ error: 'doit être strictement positif' })
    .optional(),
  FEED_FAULT_DELAY_MS: z.coerce
    .number({ error: 'doit être un nombre de millisecondes' })
    .int({ error: 'doit être un nombre entier' })
    .min(0, { error: 'ne peut pas être négatif' })
    .default(0),
  FEED_FAULT_5XX_RATE: rate(),
  FEED_FAULT_TRUNCATE_RATE: rate(),
  FEED_FAULT_MALFORMED_RATE: rate(),
  FEED_FAULT_SEED: z.coerce
    .number({ error: 'doit être un nombre entier' })
    .int({ error: 'doit être un nombre entier' })
    .default(1),
  LOG_LEVEL: envLogLevel(),
});

/** The feed's settings, read from the environment once at start-up. */
export function readFeedConfig(env: Readonly<Record<string, string | undefined>> = process.env) {
  const raw = readConfig(
    schema.superRefine(
      (values, ctx) => {
        const rates = RATE_VARIABLES.map((variable) => [variable, values[variable]] as const);
        // Run even when other variables failed (see `when`): only judge the sum of valid rates.
        if (!rates.every(([, value]) => typeof value === 'number' && value >= 0 && value <= 1)) return;
        const total = rates.reduce((sum, [, value]) => sum + value, 0);
        // A rate above 0 was set by the operator (the default is 0): name it, so the report points at it.
        const culprit = rates.find(([, value]) => value > 0)?.[0];
        if (total > 1 && culprit) {
          ctx.addIssue({
            code: 'custom',
            path: [culprit],
            message: `la somme des taux ${RATE_VARIABLES.join(' + ')} vaut ${total} et ne doit pas dépasser 1`,
          });
        }
      },
      { when: () => true },
    ),
    env,
  );
  return Object.freeze({
    port: raw.FEED_PORT,
    host: raw.HOST,
    controlSecret: raw.FEED_CONTROL_SECRET ?? null,
    recordingPath: recordingPath(raw.FEED_RECORDING, env),
    databaseUrl: raw.DATABASE_URL ?? null,
    startMs: raw.FEED_START,
    speed: raw.FEED_SPEED,
    end: raw.FEED_END,
    replay: raw.FEED_REPLAY,
    stepMs: raw.FEED_STEP_MS ?? null,
    faults: Object.freeze({
      delayMs: raw.FEED_FAULT_DELAY_MS,
      errorRate: raw.FEED_FAULT_5XX_RATE,
      truncateRate: raw.FEED_FAULT_TRUNCATE_RATE,
      malformedRate: raw.FEED_FAULT_MALFORMED_RATE,
      seed: raw.FEED_FAULT_SEED,
    }),
    logLevel: raw.LOG_LEVEL,
  });
}

export type FeedConfig = ReturnType<typeof readFeedConfig>;

/**
 * `npm start -w services/feed` runs from the service folder, but an operator types paths relative to where
 * they typed the command: npm keeps that folder in INIT_CWD.
 */
function recordingPath(path: string, env: Readonly<Record<string, string | undefined>>): string {
  return isAbsolute(path) ? path : resolve(env.INIT_CWD ?? process.cwd(), path);
}
