import { describe, expect, it } from 'vitest';
import { readIngestConfig } from './config.ts';

describe('readIngestConfig', () => {
  it('reads the defaults of a local run', () => {
    expect(readIngestConfig({})).toEqual({
      port: 4040,
      host: '127.0.0.1',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/lemans',
      redis: { url: 'redis://127.0.0.1:6379' },
      redisPrefix: 'lemans',
      organiserFeedUrl: 'http://127.0.0.1:4010/live/WEC/data.json',
      replayFeedUrl: 'http://127.0.0.1:4010',
      catalogueUrl: 'http://127.0.0.1:4010/catalogue',
      pollIntervalMs: 3000,
      feedTimeoutMs: 2500,
      feedControlSecret: undefined,
      streamMaxLength: 2000,
      logLevel: 'info',
    });
    expect(Object.isFrozen(readIngestConfig({}))).toBe(true);
  });

  it("keeps the replays and the catalogue on our feed when the live document is the organiser's", () => {
    const config = readIngestConfig({ ORGANISER_FEED_URL: 'https://live.example.org/WEC/data.json' });
    expect(config.organiserFeedUrl).toBe('https://live.example.org/WEC/data.json');
    expect(config.replayFeedUrl).toBe('http://127.0.0.1:4010');
    expect(config.catalogueUrl).toBe('http://127.0.0.1:4010/catalogue');
  });

  it('reads each feed address from its own variable', () => {
    const config = readIngestConfig({
      ORGANISER_FEED_URL: 'https://live.example.org/WEC/data.json',
      REPLAY_FEED_URL: 'http://feed:4010',
      CATALOGUE_URL: 'https://catalogue.example.org/v2',
    });
    expect(config).toMatchObject({
      organiserFeedUrl: 'https://live.example.org/WEC/data.json',
      replayFeedUrl: 'http://feed:4010',
      catalogueUrl: 'https://catalogue.example.org/v2',
    });
    expect(() => readIngestConfig({ REPLAY_FEED_URL: 'feed:4010', CATALOGUE_URL: 'ftp://x' })).toThrow(
      /REPLAY_FEED_URL : doit .*\n- CATALOGUE_URL : doit commencer par http:\/\/ ou https:\/\//,
    );
  });

  it("reads the feed's control secret, unset by default", () => {
    expect(readIngestConfig({}).feedControlSecret).toBeUndefined();
    expect(readIngestConfig({ FEED_CONTROL_SECRET: 'un-secret-de-pilotage' }).feedControlSecret).toBe(
      'un-secret-de-pilotage',
    );
  });

  it('rejects a control secret that is short or would not fit in a header, in French', () => {
    expect(() => readIngestConfig({ FEED_CONTROL_SECRET: 'court' })).toThrow(
      /FEED_CONTROL_SECRET : doit compter au moins 16 caractères/,
    );
    expect(() => readIngestConfig({ FEED_CONTROL_SECRET: 'secret\u00e9-de-pilotage-accentue' })).toThrow(
      /FEED_CONTROL_SECRET : doit être fait de caractères ASCII visibles, sans espace/,
    );
  });
});
