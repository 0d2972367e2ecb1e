import { envRedisPrefix, envStreamMaxLength } from '@lemans/bus';
import { envPositiveInt, envSecret, envUrl, readConfig } from '@lemans/platform';
import { z } from 'zod';

/** The ingest service's settings, read once from the environment. */
export function loadIngestConfig(env: NodeJS.ProcessEnv = process.env) {
  return readConfig(
    z.object({
      DATABASE_URL: envUrl(['postgres', 'postgresql']).default('postgres://postgres@127.0.0.1:5432/lemans'),
      REDIS_URL: envUrl(['redis', 'rediss']).default('redis://127.0.0.1:6379'),
      REDIS_PREFIX: envRedisPrefix(),
      ORGANISER_FEED_URL: envUrl(['http', 'https']).default('http://127.0.0.1:4010/live/WEC/data.json'),
      POLL_INTERVAL_MS: envPositiveInt().default(3000),
      /** A poll that has not answered by then is given up; the next tick tries again. */
      FEED_TIMEOUT_MS: envPositiveInt().default(2500),
      /** Sent to the feed's /replays to create and steer the replay channels; replays fail without it. */
      FEED_CONTROL_SECRET: envSecret().optional(),
      STREAM_MAX_LENGTH: envStreamMaxLength(),
      LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    }),
    env,
  );
}

export type IngestConfig = ReturnType<typeof loadIngestConfig>;
