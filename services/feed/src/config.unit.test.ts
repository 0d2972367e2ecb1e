import { isAbsolute } from 'node:path';
import { ConfigError } from '@lemans/platform';
import { describe, expect, it } from 'vitest';
import { readFeedConfig } from './config.ts';

describe('readFeedConfig', () => {
  it('has defaults for everything', () => {
    const config = readFeedConfig({});
    expect(config).toMatchObject({
      port: 4010,
      host: '127.0.0.1',
      controlSecret: null,
      startMs: (23 * 3600 + 45 * 60) * 1000,
      speed: 1,
      end: 'hold',
      stepMs: null,
      databaseUrl: null,
      faults: { delayMs: 0, errorRate: 0, truncateRate: 0, malformedRate: 0, seed: 1 },
      logLevel: 'info',
    });
    expect(isAbsolute(config.recordingPath)).toBe(true);
    expect(config.recordingPath).toMatch(/services\/feed\/recordings\/le-mans-2025-race\.json\.gz$/);
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.faults)).toBe(true);
  });

  it('reads every variable', () => {
    const config = readFeedConfig({
      FEED_PORT: '4999',
      HOST: '0.0.0.0',
      FEED_CONTROL_SECRET: 'un-secret-de-pilotage',
      FEED_RECORDING: '/data/other.json.gz',
      DATABASE_URL: 'postgres://feed@db:5432/lemans',
      FEED_START: '01:02:03',
      FEED_SPEED: '600',
      FEED_END: 'loop',
      FEED_REPLAY: 'true',
      FEED_STEP_MS: '3000',
      FEED_FAULT_DELAY_MS: '250',
      FEED_FAULT_5XX_RATE: '0.1',
      FEED_FAULT_TRUNCATE_RATE: '0.2',
      FEED_FAULT_MALFORMED_RATE: '0.3',
      FEED_FAULT_SEED: '42',
      LOG_LEVEL: 'debug',
    });
    expect(config).toEqual({
      port: 4999,
      host: '0.0.0.0',
      controlSecret: 'un-secret-de-pilotage',
      recordingPath: '/data/other.json.gz',
      databaseUrl: 'postgres://feed@db:5432/lemans',
      startMs: 3_723_000,
      speed: 600,
      end: 'loop',
      replay: true,
      stepMs: 3000,
      faults: { delayMs: 250, errorRate: 0.1, truncateRate: 0.2, malformedRate: 0.3, seed: 42 },
      logLevel: 'debug',
    });
  });

  it('resolves a relative recording path from where the command was typed', () => {
    const config = readFeedConfig({ FEED_RECORDING: 'recordings/x.json.gz', INIT_CWD: '/srv/lemans' });
    expect(config.recordingPath).toBe('/srv/lemans/recordings/x.json.gz');
  });

  it('treats an empty variable as unset', () => {
    expect(readFeedConfig({ FEED_STEP_MS: '', FEED_PORT: '' })).toMatchObject({ stepMs: null, port: 4010 });
  });

  it('reports every bad variable at once, in French', () => {
    const read = () =>
      readFeedConfig({
        FEED_PORT: 'abc',
        FEED_START: '25h',
        FEED_SPEED: '-1',
        FEED_END: 'stop',
        FEED_STEP_MS: '1.5',
        FEED_FAULT_TRUNCATE_RATE: '2',
      });
    expect(read).toThrow(ConfigError);
    try {
      read();
    } catch (err) {
      const variables = (err as ConfigError).problems.map((problem) => problem.variable);
      expect(variables).toEqual([
        'FEED_PORT',
        'FEED_START',
        'FEED_SPEED',
        'FEED_END',
        'FEED_STEP_MS',
        'FEED_FAULT_TRUNCATE_RATE',
      ]);
      expect((err as Error).message).toContain("FEED_START : « 25h » n'est pas une heure de course hh:mm:ss");
    }
  });

  it('rejects a control secret that is short or would not fit in a header, in French', () => {
    expect(() => readFeedConfig({ FEED_CONTROL_SECRET: 'court' })).toThrow(
      /FEED_CONTROL_SECRET : doit compter au moins 16 caractères/,
    );
    expect(() => readFeedConfig({ FEED_CONTROL_SECRET: 'un secret avec des espaces' })).toThrow(
      /FEED_CONTROL_SECRET : doit être fait de caractères ASCII visibles, sans espace/,
    );
  });

  it('rejects fault rates adding up to more than 1, naming a rate that was set', () => {
    expect(() =>
      readFeedConfig({ FEED_FAULT_TRUNCATE_RATE: '0.6', FEED_FAULT_MALFORMED_RATE: '0.6' }),
    ).toThrow(/FEED_FAULT_TRUNCATE_RATE : la somme des taux .* ne doit pas dépasser 1/);
  });
});
