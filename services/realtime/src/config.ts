import { envRedisPrefix } from '@lemans/bus';
import { envHost, envPort, envUrl, readConfig } from '@lemans/platform';
import { z } from 'zod';
import { normalisedOrigin } from './origin.ts';

/** The site's single origin, under both names a developer types. */
const DEFAULT_ALLOWED_ORIGINS = 'http://127.0.0.1:8080,http://localhost:8080';

const schema = z.object({
  REALTIME_PORT: envPort().default(4030),
  HOST: envHost(),
  REDIS_URL: envUrl(['redis', 'rediss']).default('redis://127.0.0.1:6379'),
  REDIS_PREFIX: envRedisPrefix(),
  REALTIME_ALLOWED_ORIGINS: z
    .string()
    .default(DEFAULT_ALLOWED_ORIGINS)
    .transform((text, ctx) => {
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
    }),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'doit valoir fatal, error, warn, info, debug, trace ou silent',
    })
    .default('info'),
});

/** The realtime server's settings, read from the environment once at start-up. */
export function readRealtimeConfig(env: Readonly<Record<string, string | undefined>> = process.env) {
  const raw = readConfig(schema, env);
  return Object.freeze({
    port: raw.REALTIME_PORT,
    host: raw.HOST,
    redisUrl: raw.REDIS_URL,
    redisPrefix: raw.REDIS_PREFIX,
    allowedOrigins: raw.REALTIME_ALLOWED_ORIGINS,
    logLevel: raw.LOG_LEVEL,
  });
}

export type RealtimeConfig = ReturnType<typeof readRealtimeConfig>;
