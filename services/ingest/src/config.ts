import { envRedisPrefix, envStreamMaxLength } from '@lemans/bus';
import {
  envHost,
  envLogLevel,
  envPositiveInt,
  envPostgresUrl,
  envSecret,
  envUrl,
  readConfig,
  redisTargetOf,
  redisVariables,
  withRedisSentinelCheck,
} from '@lemans/platform';
import { z } from 'zod';
import { catalogueBaseUrl } from './sync/fetch-catalogue.ts';

/** Our feed (`services/feed`) as `npm start` runs it. */
const LOCAL_FEED_URL = 'http://127.0.0.1:4010';

const schema = z.object({
  /**
   * Where ingest serves its figures (/metrics) and its health check, never behind the public origin; 0 takes
   * any free port (the tests' processes, which nobody scrapes).
   */
  INGEST_PORT: z.coerce
    .number({ error: 'doit être un numéro de port' })
    .int({ error: 'doit être un nombre entier' })
    .min(0, { error: 'doit être compris entre 0 et 65535' })
    .max(65535, { error: 'doit être compris entre 0 et 65535' })
    .default(4040),
  HOST: envHost(),
  DATABASE_URL: envPostgresUrl().default('postgres://postgres@127.0.0.1:5432/lemans'),
  ...redisVariables(),
  REDIS_PREFIX: envRedisPrefix(),
  /** The live document polled: our feed's main channel, or the organiser's own. */
  ORGANISER_FEED_URL: envUrl(['http', 'https']).default(`${LOCAL_FEED_URL}/live/WEC/data.json`),
  /**
   * Where our feed serves its replay channels (`/replays/:id`): a setting of its own, since the organiser's
   * feed has none, so that polling the organiser does not silently take the replays with it.
   */
  REPLAY_FEED_URL: envUrl(['http', 'https']).default(LOCAL_FEED_URL),
  /** The base of the catalogue documents (`/entries`, `/categories`, `/program`, `/news`). */
  CATALOGUE_URL: envUrl(['http', 'https']).default(catalogueBaseUrl(LOCAL_FEED_URL)),
  POLL_INTERVAL_MS: envPositiveInt().default(3000),
  /** A poll that has not answered by then is given up; the next tick tries again. */
  FEED_TIMEOUT_MS: envPositiveInt().default(2500),
  /** Sent to the feed's /replays to create and steer the replay channels; replays fail without it. */
  FEED_CONTROL_SECRET: envSecret().optional(),
  STREAM_MAX_LENGTH: envStreamMaxLength(),
  LOG_LEVEL: envLogLevel(),
});

/** The ingest service's settings (and the CLI's), read from the environment once at start-up. */
export function readIngestConfig(env: Readonly<Record<string, string | undefined>> = process.env) {
  const raw = readConfig(withRedisSentinelCheck(schema), env);
  return Object.freeze({
    port: raw.INGEST_PORT,
    host: raw.HOST,
    databaseUrl: raw.DATABASE_URL,
    redis: redisTargetOf(raw),
    redisPrefix: raw.REDIS_PREFIX,
    organiserFeedUrl: raw.ORGANISER_FEED_URL,
    replayFeedUrl: raw.REPLAY_FEED_URL,
    catalogueUrl: raw.CATALOGUE_URL,
    pollIntervalMs: raw.POLL_INTERVAL_MS,
    feedTimeoutMs: raw.FEED_TIMEOUT_MS,
    feedControlSecret: raw.FEED_CONTROL_SECRET,
    streamMaxLength: raw.STREAM_MAX_LENGTH,
    logLevel: raw.LOG_LEVEL,
  });
}

export type IngestConfig = ReturnType<typeof readIngestConfig>;
