import { availableParallelism } from 'node:os';
import { envRedisPrefix, envStreamMaxLength } from '@lemans/bus';
import {
  envHost,
  envLogLevel,
  envPort,
  envPositiveInt,
  envPostgresUrl,
  envTrustProxy,
  parsePasswordHash,
  readConfig,
  redisTargetOf,
  redisVariables,
  withRedisSentinelCheck,
} from '@lemans/platform';
import { z } from 'zod';
import type { ReadReplicaSettings } from './read-replica/read-target-monitor.ts';

const schema = z.object({
  API_PORT: envPort().default(4020),
  HOST: envHost(),
  /** Proxies in front of the API besides the site server on the loopback (docker-compose: its network). */
  TRUST_PROXY: envTrustProxy(),
  DATABASE_URL: envPostgresUrl().default('postgres://postgres@127.0.0.1:5432/lemans'),
  /** A streaming replica for the heavy reads and the catalogue; unset, they read DATABASE_URL. */
  DATABASE_READ_URL: envPostgresUrl().optional(),
  /** Past this lag (ms) the replica's reads go to the primary until it has caught up. */
  DATABASE_READ_MAX_LAG_MS: envPositiveInt().default(10_000),
  ...redisVariables(),
  REDIS_PREFIX: envRedisPrefix(),
  STREAM_MAX_LENGTH: envStreamMaxLength(),
  /** Time-travel rebuilds each reads' thread runs at once (a fold each); 16 times as many wait. */
  TIME_TRAVEL_CONCURRENCY: envPositiveInt().default(2),
  /** A heavy read that cannot start within this (ms) is refused at once with 503 and Retry-After. */
  HEAVY_READ_MAX_WAIT_MS: envPositiveInt().default(2000),
  /**
   * Worker threads answering the heavy reads (analyses, CSV exports, reports, time travel) so that the live
   * frame never waits behind them; 0 answers them on the API's own event loop.
   */
  API_READ_WORKERS: z.coerce
    .number({ error: 'doit être un nombre' })
    .int({ error: 'doit être un nombre entier' })
    .min(0, { error: 'doit être positif ou nul' })
    .max(64, { error: 'doit valoir 64 au plus' })
    .default(defaultReadWorkers),
  /** Past this age the current session's latest frame means ingest has stopped: the API is not ready. */
  FEED_STALE_MS: envPositiveInt().default(30_000),
  LOG_LEVEL: envLogLevel(),
  /** `npm run cli -- hash-password` prints one; the password itself never needs to be stored. */
  ADMIN_PASSWORD_HASH: z
    .string()
    .trim()
    .refine(isPasswordHash, {
      error: 'doit être une empreinte scrypt ($scrypt$ln=…) : voir npm run cli -- hash-password',
    })
    .optional(),
  /** For local use: hashed at start, then forgotten like any other password. */
  ADMIN_PASSWORD: z.string().min(8, { error: 'doit faire au moins 8 caractères' }).optional(),
});

/** How often the replica's lag is measured: every few seconds, never per query. */
const REPLICA_CHECK_EVERY_MS = 3000;

/** Every core but one, the API's own thread's, up to four: one suffices on two cores. */
export function defaultReadWorkers(): number {
  return Math.max(1, Math.min(4, availableParallelism() - 1));
}

function isPasswordHash(value: string): boolean {
  try {
    parsePasswordHash(value);
    return true;
  } catch {
    return false;
  }
}

/** The API's settings, read from the environment once at start-up. */
export function readApiConfig(env: Readonly<Record<string, string | undefined>> = process.env) {
  const raw = readConfig(withRedisSentinelCheck(schema), env);
  return Object.freeze({
    port: raw.API_PORT,
    host: raw.HOST,
    trustProxy: raw.TRUST_PROXY,
    databaseUrl: raw.DATABASE_URL,
    readReplica: raw.DATABASE_READ_URL
      ? Object.freeze<ReadReplicaSettings>({
          url: raw.DATABASE_READ_URL,
          maxLagMs: raw.DATABASE_READ_MAX_LAG_MS,
          checkEveryMs: REPLICA_CHECK_EVERY_MS,
        })
      : null,
    redis: redisTargetOf(raw),
    redisPrefix: raw.REDIS_PREFIX,
    streamMaxLength: raw.STREAM_MAX_LENGTH,
    feedStaleMs: raw.FEED_STALE_MS,
    timeTravelRebuilds: Object.freeze({
      atOnce: raw.TIME_TRAVEL_CONCURRENCY,
      waiting: 16 * raw.TIME_TRAVEL_CONCURRENCY,
    }),
    readWorkers: raw.API_READ_WORKERS,
    heavyReadMaxWaitMs: raw.HEAVY_READ_MAX_WAIT_MS,
    logLevel: raw.LOG_LEVEL,
    admin: Object.freeze({ passwordHash: raw.ADMIN_PASSWORD_HASH, password: raw.ADMIN_PASSWORD }),
  });
}

export type ApiConfig = ReturnType<typeof readApiConfig>;
