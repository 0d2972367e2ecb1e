import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { busKeys, envRedisPrefix } from './keys.ts';

describe('busKeys', () => {
  it('names every key under the prefix', () => {
    const keys = busKeys('lemans');
    expect(keys.frames).toBe('lemans:stream:frames');
    expect(keys.latestLive('4242')).toBe('lemans:live:latest:4242');
    expect(keys.currentSession).toBe('lemans:live:current');
    expect(keys.latestLivePattern).toBe('lemans:live:latest:*');
    expect(keys.heartbeat('ingest', 'host-12')).toBe('lemans:heartbeat:ingest:host-12');
    expect(keys.heartbeatPattern).toBe('lemans:heartbeat:*');
  });

  it('escapes glob characters of the prefix in the SCAN pattern', () => {
    expect(busKeys('a*b[1]').latestLivePattern).toBe('a\\*b\\[1\\]:live:latest:*');
  });
});

describe('envRedisPrefix', () => {
  const schema = z.object({ REDIS_PREFIX: envRedisPrefix() });

  it('defaults to lemans and accepts namespaced prefixes', () => {
    expect(schema.parse({}).REDIS_PREFIX).toBe('lemans');
    expect(schema.parse({ REDIS_PREFIX: 'lemans-test:1a2b' }).REDIS_PREFIX).toBe('lemans-test:1a2b');
  });

  it('refuses spaces, glob characters and a trailing colon, in French', () => {
    for (const prefix of ['le mans', 'lemans*', 'lemans:', ':lemans']) {
      const result = schema.safeParse({ REDIS_PREFIX: prefix });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/^ne peut contenir que des lettres/);
    }
  });
});
