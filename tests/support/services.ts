import { withDatabaseName } from '@lemans/platform';
import { Redis } from 'ioredis';
import pg from 'pg';

const localPostgres = 'postgres://postgres@127.0.0.1:5432/postgres';
const localRedis = 'redis://127.0.0.1:6379';

export interface TestServices {
  /** Any database URL of the server: tests create and drop their databases beside it. */
  postgresUrl: string;
  redisUrl: string;
  /** Stops the containers started for this run, if any. */
  stop(): Promise<void>;
}

/**
 * Where the tests find Postgres and Redis: the URLs given in the environment (CI and the
 * developer workstations run both locally), else the local default ports when they answer,
 * else throw-away containers when a container engine is available.
 */
export async function resolveServices(): Promise<TestServices> {
  const stops: (() => Promise<unknown>)[] = [];
  const postgresUrl = await resolvePostgres(stops);
  const redisUrl = await resolveRedis(stops);
  return {
    postgresUrl,
    redisUrl,
    stop: async () => {
      await Promise.all(stops.map((stop) => stop()));
    },
  };
}

async function resolvePostgres(stops: (() => Promise<unknown>)[]): Promise<string> {
  const configured = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (configured) return configured;
  if (await postgresAnswers(localPostgres)) return localPostgres;
  await requireContainerEngine(`Postgres ne répond pas sur ${localPostgres}`);
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const container = await new PostgreSqlContainer('postgres:15').start();
  stops.push(() => container.stop());
  return container.getConnectionUri();
}

async function resolveRedis(stops: (() => Promise<unknown>)[]): Promise<string> {
  const configured = process.env.REDIS_URL;
  if (configured) return configured;
  if (await redisAnswers(localRedis)) return localRedis;
  await requireContainerEngine(`Redis ne répond pas sur ${localRedis}`);
  const { RedisContainer } = await import('@testcontainers/redis');
  const container = await new RedisContainer('redis:7').start();
  stops.push(() => container.stop());
  return container.getConnectionUrl();
}

async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({
    connectionString: withDatabaseName(url, 'postgres'),
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function redisAnswers(url: string): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function requireContainerEngine(reason: string): Promise<void> {
  const { getContainerRuntimeClient } = await import('testcontainers');
  try {
    await getContainerRuntimeClient();
  } catch {
    throw new Error(
      `${reason} et aucun moteur de conteneurs n'est disponible pour testcontainers : ` +
        'démarrez Postgres et Redis en local ou définissez TEST_DATABASE_URL et REDIS_URL.',
    );
  }
}
