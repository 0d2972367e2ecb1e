import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, envPort, readConfig } from './config.ts';
import { redisTargetOf, redisVariables, withRedisSentinelCheck } from './redis-config.ts';

const schema = withRedisSentinelCheck(z.object({ PORT: envPort().default(80), ...redisVariables() }));

const targetOf = (env: Record<string, string>) => redisTargetOf(readConfig(schema, env));

function problemsOf(env: Record<string, string>): [string, string][] {
  try {
    readConfig(schema, env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems.map((p) => [p.variable, p.problem]);
  }
  throw new Error('la configuration aurait dû être refusée');
}

describe('the Redis variables', () => {
  it('give the URL alone when no sentinel is named', () => {
    expect(targetOf({})).toEqual({ url: 'redis://127.0.0.1:6379' });
    expect(targetOf({ REDIS_URL: 'redis://cache:6380/2' })).toEqual({ url: 'redis://cache:6380/2' });
  });

  it('read the sentinels, names, addresses and bracketed IPv6, with the group they watch', () => {
    expect(
      targetOf({
        REDIS_URL: 'redis://:secret@ignored/3',
        REDIS_SENTINELS: ' sentinel-0.redis:26379, 10.0.0.7:26380 ,[::1]:26381,',
        REDIS_SENTINEL_NAME: 'lemans',
      }),
    ).toEqual({
      url: 'redis://:secret@ignored/3',
      sentinel: {
        name: 'lemans',
        sentinels: [
          { host: 'sentinel-0.redis', port: 26379 },
          { host: '10.0.0.7', port: 26380 },
          { host: '::1', port: 26381 },
        ],
      },
    });
  });

  it('report every bad sentinel, and the other mistakes with them', () => {
    expect(
      problemsOf({ PORT: '0', REDIS_SENTINELS: 'a:1,b,c:70000,[zz]:5', REDIS_SENTINEL_NAME: 'le mans' }),
    ).toEqual([
      ['PORT', 'doit être compris entre 1 et 65535'],
      ['REDIS_SENTINELS', "« b » n'est pas une adresse hôte:port"],
      ['REDIS_SENTINELS', "« c:70000 » n'est pas une adresse hôte:port"],
      ['REDIS_SENTINELS', "« [zz]:5 » n'est pas une adresse hôte:port"],
      ['REDIS_SENTINEL_NAME', 'doit être un nom de groupe Sentinel (lettres, chiffres, . _ -)'],
    ]);
    expect(problemsOf({ REDIS_SENTINELS: ' , ', REDIS_SENTINEL_NAME: 'x' })).toEqual([
      ['REDIS_SENTINELS', 'doit lister au moins une sentinelle (hôte:port)'],
    ]);
  });

  it('want the sentinels and their group together, told even when another variable is wrong', () => {
    expect(problemsOf({ PORT: 'x', REDIS_SENTINELS: '127.0.0.1:26379' })).toEqual([
      ['PORT', 'doit être un numéro de port'],
      [
        'REDIS_SENTINEL_NAME',
        'obligatoire avec REDIS_SENTINELS : le nom du groupe que les sentinelles surveillent',
      ],
    ]);
    expect(problemsOf({ REDIS_SENTINEL_NAME: 'lemans' })).toEqual([
      [
        'REDIS_SENTINELS',
        'obligatoire avec REDIS_SENTINEL_NAME : les sentinelles (hôte:port, séparés par des virgules)',
      ],
    ]);
  });
});
