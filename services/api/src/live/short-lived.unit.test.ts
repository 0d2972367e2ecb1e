import { describe, expect, it } from 'vitest';
import { ShortLived } from './short-lived.ts';

describe('ShortLived', () => {
  it('shares one load between callers until it expires', async () => {
    let now = 1000;
    let loads = 0;
    const cache = new ShortLived<number>(2000, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    now = 3000;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(2);
    now = 3001;
    expect(await cache.get('a', load)).toBe(3);
  });

  it('keeps an undefined answer like any other', async () => {
    let loads = 0;
    const cache = new ShortLived<undefined>(60_000);
    const load = async () => {
      loads++;
      return undefined;
    };
    await cache.get('inconnue', load);
    expect(await cache.get('inconnue', load)).toBeUndefined();
    expect(loads).toBe(1);
  });

  it('forgets a failed load at once', async () => {
    const cache = new ShortLived<string>(60_000);
    await expect(cache.get('a', () => Promise.reject(new Error('panne')))).rejects.toThrow('panne');
    expect(await cache.get('a', async () => 'ok')).toBe('ok');
  });

  it('answers the callers of a load flushed under way, and loads again after', async () => {
    const cache = new ShortLived<string>(60_000);
    let release: (value: string) => void = () => {};
    const pending = cache.get('a', () => new Promise<string>((resolve) => (release = resolve)));
    expect(cache.size).toBe(1);
    cache.clear();
    release('avant');
    expect(await pending).toBe('avant');
    expect(await cache.get('a', async () => 'après')).toBe('après');
  });

  it('drops the least recently used key past its capacity', async () => {
    let loads = 0;
    const cache = new ShortLived<number>(60_000, Date.now, 2);
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('a', load);
    await cache.get('c', load);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('b', load)).toBe(4);
  });

  it('keeps nothing with a lifetime of 0', async () => {
    let loads = 0;
    const cache = new ShortLived<number>(0);
    const load = async () => ++loads;
    await cache.get('a', load);
    expect(await cache.get('a', load)).toBe(2);
    expect(cache.size).toBe(0);
  });
});
