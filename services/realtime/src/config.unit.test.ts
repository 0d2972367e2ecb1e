import { ConfigError } from '@lemans/platform';
import { describe, expect, it } from 'vitest';
import { readRealtimeConfig } from './config.ts';

describe('readRealtimeConfig', () => {
  it('has defaults for everything', () => {
    const config = readRealtimeConfig({});
    expect(config).toEqual({
      port: 4030,
      host: '127.0.0.1',
      redis: { url: 'redis://127.0.0.1:6379' },
      redisPrefix: 'lemans',
      allowedOrigins: ['http://127.0.0.1:8080', 'http://localhost:8080'],
      drainSpreadMs: 5000,
      logLevel: 'info',
    });
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.allowedOrigins)).toBe(true);
  });

  it('reads every variable and normalises the origins', () => {
    expect(
      readRealtimeConfig({
        REALTIME_PORT: '4999',
        HOST: '0.0.0.0',
        REDIS_URL: 'redis://redis.internal:6380/2',
        REDIS_PREFIX: 'lemans-staging',
        REALTIME_ALLOWED_ORIGINS: ' https://Live.Example.fr/ , http://localhost:5173,',
        REALTIME_DRAIN_SPREAD_MS: '8000',
        LOG_LEVEL: 'debug',
      }),
    ).toEqual({
      port: 4999,
      host: '0.0.0.0',
      redis: { url: 'redis://redis.internal:6380/2' },
      redisPrefix: 'lemans-staging',
      allowedOrigins: ['https://live.example.fr', 'http://localhost:5173'],
      drainSpreadMs: 8000,
      logLevel: 'debug',
    });
  });

  it("derives the allowed origins from the site's port or its public origin", () => {
    expect(readRealtimeConfig({ PORT: '9101' }).allowedOrigins).toEqual([
      'http://127.0.0.1:9101',
      'http://localhost:9101',
    ]);
    const behindTls = readRealtimeConfig({ PORT: '9101', PUBLIC_ORIGIN: 'https://Live.Example.fr/' });
    expect(behindTls.allowedOrigins).toEqual(['https://live.example.fr']);
    expect(Object.isFrozen(behindTls.allowedOrigins)).toBe(true);
    // An explicit list wins over both.
    expect(
      readRealtimeConfig({
        PORT: '9101',
        PUBLIC_ORIGIN: 'https://live.example.fr',
        REALTIME_ALLOWED_ORIGINS: 'http://localhost:5173',
      }).allowedOrigins,
    ).toEqual(['http://localhost:5173']);
  });

  it('reports every bad variable at once, in French', () => {
    const read = () =>
      readRealtimeConfig({
        REALTIME_PORT: '0',
        REDIS_URL: 'postgres://127.0.0.1/x',
        REDIS_PREFIX: 'le mans',
        REALTIME_ALLOWED_ORIGINS: 'http://localhost:8080,localhost:3000',
        PUBLIC_ORIGIN: 'https://a.example.fr,https://b.example.fr',
        PORT: 'huit mille',
        REALTIME_DRAIN_SPREAD_MS: '-1',
        LOG_LEVEL: 'bavard',
      });
    expect(read).toThrow(ConfigError);
    try {
      read();
    } catch (err) {
      expect((err as ConfigError).problems.map((problem) => problem.variable)).toEqual([
        'REALTIME_PORT',
        'REDIS_URL',
        'REDIS_PREFIX',
        'REALTIME_ALLOWED_ORIGINS',
        'PUBLIC_ORIGIN',
        'PORT',
        'REALTIME_DRAIN_SPREAD_MS',
        'LOG_LEVEL',
      ]);
      expect((err as Error).message).toContain(
        "REALTIME_ALLOWED_ORIGINS : « localhost:3000 » n'est pas une origine (schéma://hôte[:port])",
      );
    }
  });
});
