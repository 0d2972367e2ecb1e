import { ConfigError } from '@lemans/platform';
import { describe, expect, it } from 'vitest';
import { defaultReadWorkers, readApiConfig } from './config.ts';

describe('readApiConfig', () => {
  it('takes the administrator password as a scrypt hash, or in clear for local use', () => {
    const hash = '$scrypt$ln=17,r=8,p=1$GOG9tPI9N452vVmHwTUHGw$zcKRrfOjjhkwfB5KWuLy0NYCx4ulfgWNPVunxsUlDng';
    expect(readApiConfig({ ADMIN_PASSWORD_HASH: hash }).admin).toEqual({
      passwordHash: hash,
      password: undefined,
    });
    expect(readApiConfig({ ADMIN_PASSWORD: 'motdepasse' }).admin.password).toBe('motdepasse');
  });

  it('has defaults for everything', () => {
    expect(readApiConfig({})).toEqual({
      port: 4020,
      host: '127.0.0.1',
      trustProxy: ['loopback'],
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/lemans',
      readReplica: null,
      redis: { url: 'redis://127.0.0.1:6379' },
      redisPrefix: 'lemans',
      streamMaxLength: 2000,
      feedStaleMs: 30_000,
      timeTravelRebuilds: { atOnce: 2, waiting: 32 },
      readWorkers: defaultReadWorkers(),
      heavyReadMaxWaitMs: 2000,
      logLevel: 'info',
      admin: { passwordHash: undefined, password: undefined },
    });
  });

  it('reads the variables it is given', () => {
    const config = readApiConfig({
      API_PORT: '5020',
      REDIS_PREFIX: 'lemans-preprod',
      FEED_STALE_MS: '10000',
      LOG_LEVEL: 'warn',
      HOST: '0.0.0.0',
      TRUST_PROXY: 'uniquelocal',
      TIME_TRAVEL_CONCURRENCY: '4',
      API_READ_WORKERS: '0',
      HEAVY_READ_MAX_WAIT_MS: '500',
      DATABASE_READ_URL: 'postgres://postgres@replique:5432/lemans',
      DATABASE_READ_MAX_LAG_MS: '5000',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      trustProxy: ['loopback', 'uniquelocal'],
      timeTravelRebuilds: { atOnce: 4, waiting: 64 },
      readWorkers: 0,
      heavyReadMaxWaitMs: 500,
      readReplica: { url: 'postgres://postgres@replique:5432/lemans', maxLagMs: 5000 },
      port: 5020,
      redisPrefix: 'lemans-preprod',
      feedStaleMs: 10_000,
      logLevel: 'warn',
    });
  });

  it('reports every bad variable at once', () => {
    try {
      readApiConfig({
        API_PORT: 'http',
        DATABASE_URL: 'mysql://x/y',
        FEED_STALE_MS: '-1',
        REDIS_PREFIX: 'a*',
        ADMIN_PASSWORD_HASH: 'secret',
        ADMIN_PASSWORD: 'court',
        DATABASE_READ_URL: 'replique',
        DATABASE_READ_MAX_LAG_MS: '0',
        HEAVY_READ_MAX_WAIT_MS: 'deux secondes',
      });
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).problems.map((problem) => problem.variable).sort()).toEqual([
        'ADMIN_PASSWORD',
        'ADMIN_PASSWORD_HASH',
        'API_PORT',
        'DATABASE_READ_MAX_LAG_MS',
        'DATABASE_READ_URL',
        'DATABASE_URL',
        'FEED_STALE_MS',
        'HEAVY_READ_MAX_WAIT_MS',
        'REDIS_PREFIX',
      ]);
    }
  });
});
