import { envRedisPrefix } from '@lemans/bus';
import {
  envHost,
  envLogLevel,
  envPort,
  readConfig,
  redisTargetOf,
  redisVariables,
  withRedisSentinelCheck,
} from '@lemans/platform';
import { z } from 'zod';
import { normalisedOrigin } from './origin.ts';

/** Origins written as a comma-separated list, each checked and normalised as browsers send it. */
function originList() {
  return z.string().transform((text, ctx) => {
    const origins = text
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean);
    for (const origin of origins) {
      if (normalisedOrigin(origin) === null) {
        ctx.addIssue({
          code: 'custom',
          message: `« ${origin} » n'est pas une origine (schéma://hôte[:port])`,
        });
      }
    }
    return origins.map((origin) => normalisedOrigin(origin) ?? origin);
  });
}

const schema = z.object({
  REALTIME_PORT: envPort().default(4030),
  HOST: envHost(),
  ...redisVariables(),
  REDIS_PREFIX: envRedisPrefix(),
  REALTIME_ALLOWED_ORIGINS: originList().optional(),
  // The site's own address, from which the default list is derived: wherever the site is served, its pages
  // may open the socket without a second setting to keep in step.
  PUBLIC_ORIGIN: originList()
    .refine((origins) => origins.length === 1, { error: 'une seule origine attendue (schéma://hôte[:port])' })
    .optional(),
  PORT: envPort().default(8080),
  // Spread of the reconnections a draining node asks of its clients; 0 closes them all at once.
  REALTIME_DRAIN_SPREAD_MS: z.coerce
    .number({ error: 'doit être un nombre de millisecondes' })
    .int({ error: 'doit être un nombre entier de millisecondes' })
    .min(0, { error: 'doit être positif ou nul' })
    .max(60_000, { error: 'doit valoir 60000 (une minute) au plus' })
    .default(5000),
  LOG_LEVEL: envLogLevel(),
});

/** The realtime server's settings, read from the environment once at start-up. */
export function readRealtimeConfig(env: Readonly<Record<string, string | undefined>> = process.env) {
  const raw = readConfig(withRedisSentinelCheck(schema), env);
  return Object.freeze({
    port: raw.REALTIME_PORT,
    host: raw.HOST,
    redis: redisTargetOf(raw),
    redisPrefix: raw.REDIS_PREFIX,
    allowedOrigins: raw.REALTIME_ALLOWED_ORIGINS ?? raw.PUBLIC_ORIGIN ?? siteOriginsOnPort(raw.PORT),
    drainSpreadMs: raw.REALTIME_DRAIN_SPREAD_MS,
    logLevel: raw.LOG_LEVEL,
  });
}

/** The site served on this machine, under both names a developer types. */
function siteOriginsOnPort(port: number): readonly string[] {
  return Object.freeze([`http://127.0.0.1:${port}`, `http://localhost:${port}`]);
}

export type RealtimeConfig = ReturnType<typeof readRealtimeConfig>;
