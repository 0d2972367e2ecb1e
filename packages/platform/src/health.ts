import { Redis } from 'ioredis';
import { withDatabaseName } from './db-admin.ts';
import { connectToPrimary } from './primary-client.ts';
import { type RedisWhere, sentinelOptions } from './redis.ts';

/**
 * One-shot reachability checks with a short timeout, for start-up and readiness: they open their own
 * connection and never retry, so a dead server is reported in seconds instead of being waited for.
 * Postgres is asked through its maintenance database, since the application's may not exist yet; of a URL
 * naming several servers, the one that accepts writes must answer. Resolve with null when the server
 * answers, else with the reason.
 */
export async function pingPostgres(url: string, timeoutMs = 3000): Promise<string | null> {
  let client: Awaited<ReturnType<typeof connectToPrimary>> | undefined;
  try {
    client = await connectToPrimary(withDatabaseName(url, 'postgres'), timeoutMs);
    await client.query('select 1');
    return null;
  } catch (error) {
    return (error as Error).message || String(error);
  } finally {
    await client?.end().catch(() => {});
  }
}

export async function pingRedis(where: RedisWhere, timeoutMs = 3000): Promise<string | null> {
  const target = typeof where === 'string' ? { url: where } : where;
  const redis = new Redis(target.url, {
    ...sentinelOptions(target),
    failoverDetector: false,
    sentinelRetryStrategy: () => null,
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (error) {
    return (error as Error).message || String(error);
  } finally {
    redis.disconnect();
  }
}
