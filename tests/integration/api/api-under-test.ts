import { afterAll, beforeAll, inject } from 'vitest';
import { createTestDatabase, type DatabaseSeed, type TestDatabase } from '../../support/database.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type ApiOptions, type StartedApi, startApi } from './start-api.ts';

export interface ApiUnderTest {
  database: TestDatabase;
  redis: TestRedis;
  api: StartedApi;
}

/** What the file's database starts with: a seed's template, then what `prepare` adds before the API starts. */
export interface DatabaseSetup {
  seed?: DatabaseSeed;
  prepare?: (database: TestDatabase) => Promise<void>;
}

/**
 * A database, Redis keys and an API of the test file's own: started before its tests, removed after them.
 * The returned object is filled in by `beforeAll`, so its fields are read inside tests, not at import.
 */
export function apiUnderTest(
  options: Omit<ApiOptions, 'db' | 'databaseUrl' | 'redisUrl' | 'redisPrefix'> = {},
  { seed, prepare }: DatabaseSetup = {},
): ApiUnderTest {
  const context = {} as ApiUnderTest;
  beforeAll(async () => {
    context.database = await createTestDatabase(seed);
    await prepare?.(context.database);
    context.redis = createTestRedis();
    context.api = await startApi({
      ...options,
      db: context.database.db,
      databaseUrl: context.database.url,
      redisUrl: inject('redisUrl'),
      redisPrefix: context.redis.prefix,
    });
  }, 600_000);
  afterAll(async () => {
    await context.api?.close();
    await context.redis?.cleanup();
    await context.database?.drop();
  });
  return context;
}
