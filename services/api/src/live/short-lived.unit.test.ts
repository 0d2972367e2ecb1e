import { describe, expect, it } from 'vitest';
import { ShortLived } from './short-lived.ts';

describe('ShortLived', () => {
  it('shares one load between callers until it expires', async () => {
    let now = 0;
    let loads = 0;
    const cache = new ShortLived<number>(2000, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    now = 1999;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(2);
    now = 2000;
    expect(await cache.get('a', load)).toBe(3);
  });

  it('forgets a failed load at once', async () => {
    const cache = new ShortLived<string>(2000, () => 0);
    await expect(cache.get('a', () => Promise.reject(new Error('panne')))).rejects.toThrow('panne');
    expect(await cache.get('a', async () => 'ok')).toBe('ok');
  });
});
