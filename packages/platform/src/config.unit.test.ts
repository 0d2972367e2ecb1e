import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ConfigError,
  envBoolean,
  envHost,
  envPort,
  envPositiveInt,
  envPostgresUrl,
  envTrustProxy,
  envUrl,
  readConfig,
  readConfigOrExit,
} from './config.ts';

const schema = z.object({
  FEED_PORT: envPort().default(4010),
  DATABASE_URL: envUrl(['postgres', 'postgresql']),
  POLL_INTERVAL_MS: envPositiveInt().default(1000),
  FAULTS: envBoolean().default(false),
  LABELS: z
    .string()
    .default('a,b')
    .transform((value) => ({ names: value.split(',') })),
});

const valid = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/lemans' };

function problemsOf(env: Record<string, string>): Record<string, string> {
  try {
    readConfig(schema, env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return Object.fromEntries((error as ConfigError).problems.map((p) => [p.variable, p.problem]));
  }
  throw new Error('la configuration aurait dû être refusée');
}

describe('readConfig', () => {
  it('applies defaults and converts values', () => {
    expect(readConfig(schema, { ...valid, FEED_PORT: '4011', FAULTS: '1' })).toEqual({
      FEED_PORT: 4011,
      DATABASE_URL: valid.DATABASE_URL,
      POLL_INTERVAL_MS: 1000,
      FAULTS: true,
      LABELS: { names: ['a', 'b'] },
    });
  });

  it('treats an empty variable as unset', () => {
    expect(readConfig(schema, { ...valid, FEED_PORT: '' }).FEED_PORT).toBe(4010);
  });

  it('reports every bad variable in one error', () => {
    const env = { FEED_PORT: '70000', POLL_INTERVAL_MS: '-5', FAULTS: 'oui' };
    expect(problemsOf(env)).toEqual({
      FEED_PORT: 'doit être compris entre 1 et 65535',
      DATABASE_URL: 'variable obligatoire absente',
      POLL_INTERVAL_MS: 'doit être strictement positif',
      FAULTS: 'doit valoir true, false, 1 ou 0',
    });
    expect(() => readConfig(schema, env)).toThrow(
      /^Configuration invalide :\n- FEED_PORT : .+\n- DATABASE_URL : .+\n- POLL_INTERVAL_MS : .+\n- FAULTS : .+$/,
    );
  });

  it('checks URL shape and scheme', () => {
    expect(problemsOf({ DATABASE_URL: 'pas une url' })).toEqual({
      DATABASE_URL: 'doit être une URL absolue',
    });
    expect(problemsOf({ DATABASE_URL: 'redis://127.0.0.1:6379' })).toEqual({
      DATABASE_URL: 'doit commencer par postgres:// ou postgresql://',
    });
  });

  it('rejects ports that are not integers', () => {
    expect(problemsOf({ ...valid, FEED_PORT: 'http' })).toEqual({ FEED_PORT: 'doit être un numéro de port' });
    expect(problemsOf({ ...valid, FEED_PORT: '80.5' })).toEqual({ FEED_PORT: 'doit être un nombre entier' });
  });

  it('returns a deeply frozen object', () => {
    const config = readConfig(schema, valid);
    expect(Object.isFrozen(config)).toBe(true);
    expect(Object.isFrozen(config.LABELS)).toBe(true);
    expect(Object.isFrozen(config.LABELS.names)).toBe(true);
    expect(() => {
      (config as { FEED_PORT: number }).FEED_PORT = 1;
    }).toThrow(TypeError);
  });

  it('reads only the variables of the schema', () => {
    expect(readConfig(schema, { ...valid, UNRELATED: 'x' })).not.toHaveProperty('UNRELATED');
  });
});

describe('envHost and envTrustProxy', () => {
  const schema = z.object({ HOST: envHost(), TRUST_PROXY: envTrustProxy() });

  it('listens on the loopback and trusts only it unless told', () => {
    expect(readConfig(schema, {})).toEqual({ HOST: '127.0.0.1', TRUST_PROXY: ['loopback'] });
  });

  it('reads an address to listen on and a list of proxies, the loopback always among them', () => {
    expect(readConfig(schema, { HOST: '0.0.0.0', TRUST_PROXY: 'uniquelocal, 203.0.113.0/24' })).toEqual({
      HOST: '0.0.0.0',
      TRUST_PROXY: ['loopback', 'uniquelocal', '203.0.113.0/24'],
    });
  });

  it('reports a bad address and a bad proxy together, in French', () => {
    expect(() => readConfig(schema, { HOST: 'mauvais hôte', TRUST_PROXY: 'partout' })).toThrow(
      /HOST : doit être une adresse IP[\s\S]*TRUST_PROXY : doit lister loopback/,
    );
  });
});

describe('readConfigOrExit', () => {
  it('returns the settings read', () => {
    expect(readConfigOrExit(() => ({ port: 4020 }))).toEqual({ port: 4020 });
  });

  it('prints the French list of problems and ends the process with code 1 on a configuration mistake', () => {
    const written: string[] = [];
    const write = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      written.push(String(chunk));
      return true;
    });
    const exit = vi.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`exit(${code})`);
    });
    try {
      expect(() =>
        readConfigOrExit(() => readConfig(z.object({ API_PORT: envPort() }), { API_PORT: 'x' })),
      ).toThrow('exit(1)');
      expect(written).toEqual(['Configuration invalide :\n- API_PORT : doit être un numéro de port\n']);
    } finally {
      write.mockRestore();
      exit.mockRestore();
    }
  });

  it('lets any other error through, stack and all', () => {
    expect(() =>
      readConfigOrExit(() => {
        throw new TypeError('bogue');
      }),
    ).toThrow(TypeError);
  });
});

describe('envPostgresUrl', () => {
  const read = (DATABASE_URL: string) =>
    readConfig(z.object({ DATABASE_URL: envPostgresUrl() }), { DATABASE_URL });
  const problem = (DATABASE_URL: string) => {
    try {
      read(DATABASE_URL);
    } catch (error) {
      return (error as ConfigError).problems;
    }
    throw new Error('la configuration aurait dû être refusée');
  };

  it('takes one server or several, libpq style', () => {
    expect(read('postgres://postgres@127.0.0.1:5433,127.0.0.1:5434/lemans').DATABASE_URL).toBe(
      'postgres://postgres@127.0.0.1:5433,127.0.0.1:5434/lemans',
    );
    expect(read('postgresql://db.example/lemans').DATABASE_URL).toBe('postgresql://db.example/lemans');
  });

  it('reports every mistake of the URL in one problem of the variable', () => {
    expect(problem('postgres://u@a:99999,,b/lemans')).toEqual([
      {
        variable: 'DATABASE_URL',
        problem: 'port invalide pour a : « 99999 » (de 1 à 65535) ; un hôte est vide',
      },
    ]);
    expect(problem('postgres://u@a,b')).toEqual([
      { variable: 'DATABASE_URL', problem: 'doit nommer une base (/lemans)' },
    ]);
    expect(problem('redis://127.0.0.1:6379/0')).toEqual([
      { variable: 'DATABASE_URL', problem: 'doit commencer par postgres:// ou postgresql://' },
    ]);
  });
});
