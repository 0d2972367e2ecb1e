import { Redis, type RedisOptions } from 'ioredis';
import type { Logger } from './logger.ts';
import type { RedisTarget } from './redis-config.ts';
import type { ShutdownRegistry } from './shutdown.ts';

/**
 * - `worker`: BullMQ workers and anything issuing blocking commands (XREAD BLOCK): commands wait
 *   for the connection to come back instead of failing after a few retries (BullMQ requires it).
 * - `queue`: BullMQ producers called from request handlers: with the offline queue disabled,
 *   `add()` fails at once while Redis is down, so the HTTP call can answer 503 instead of hanging.
 * - `client`: plain commands (cache, streams writes), defaults of ioredis.
 */
export type RedisRole = 'worker' | 'queue' | 'client';

export interface RedisConnectionOptions {
  /** Shown by CLIENT LIST. */
  connectionName?: string;
  /** Logs connection errors; without it ioredis prints them to stderr itself. */
  logger?: Logger;
  /** Counts connection errors, for the service's /metrics. */
  errors?: { inc(): void };
}

export interface RedisClientOptions extends RedisConnectionOptions {
  /** Prepended to every key. Not for BullMQ, which has its own `prefix` option and rejects this one. */
  keyPrefix?: string;
}

/** A URL alone, or a target that may name sentinels. */
export type RedisWhere = string | RedisTarget;

export function createRedis(where: RedisWhere, role: 'client', options?: RedisClientOptions): Redis;
export function createRedis(where: RedisWhere, role: RedisRole, options?: RedisConnectionOptions): Redis;
export function createRedis(where: RedisWhere, role: RedisRole, options: RedisClientOptions = {}): Redis {
  const target = typeof where === 'string' ? { url: where } : where;
  const redis = new Redis(target.url, {
    ...roleOptions[role],
    ...sentinelOptions(target),
    keyPrefix: options.keyPrefix,
    connectionName: options.connectionName,
    retryStrategy: redisRetryDelay,
  });
  const { logger, errors } = options;
  if (logger || errors) {
    redis.on('error', (err: Error) => {
      errors?.inc();
      logger?.warn({ err, role }, 'connexion Redis en erreur');
    });
  }
  return redis;
}

/**
 * With sentinels, the URL's host is not asked: the sentinels name the primary at each (re)connection, and
 * the connection listens to them so that a failover moves it at once rather than at its next error.
 */
export function sentinelOptions(target: RedisTarget): RedisOptions {
  if (!target.sentinel) return {};
  return {
    sentinels: target.sentinel.sentinels.map(({ host, port }) => ({ host, port })),
    name: target.sentinel.name,
    failoverDetector: true,
    // ioredis' own tries every sentinel again from 10 ms on, which floods the logs when none answers.
    sentinelRetryStrategy: redisRetryDelay,
  };
}

/**
 * A connection of a service, closed with it: `quit` lets the commands sent finish, and a connection that
 * cannot quit (Redis down, never connected) is cut instead, so that the shutdown never waits on Redis.
 */
export function openRedis(
  shutdown: ShutdownRegistry,
  name: string,
  where: RedisWhere,
  role: RedisRole,
  options?: RedisConnectionOptions,
): Redis {
  const redis = createRedis(where, role, options);
  shutdown.onShutdown(name, () =>
    redis.quit().then(
      () => {},
      () => redis.disconnect(),
    ),
  );
  return redis;
}

const roleOptions: Record<RedisRole, RedisOptions> = {
  worker: { maxRetriesPerRequest: null },
  queue: { enableOfflineQueue: false },
  client: {},
};

/** Reconnects forever, backing off exponentially from 200 ms up to 5 s between attempts. */
export function redisRetryDelay(attempt: number): number {
  return Math.min(100 * 2 ** attempt, 5000);
}
