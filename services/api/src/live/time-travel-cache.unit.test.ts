import { describe, expect, it } from 'vitest';
import { TimeTravelCache } from './time-travel-cache.ts';

describe('TimeTravelCache', () => {
  it('answers what was stored under a key, and nothing for an unknown key', () => {
    const cache = new TimeTravelCache<string>(2);
    cache.set('a', 'A');
    expect(cache.get('a')).toBe('A');
    expect(cache.get('b')).toBeUndefined();
  });

  it('drops the least recently used key past its capacity', () => {
    const cache = new TimeTravelCache<string>(2);
    cache.set('a', 'A');
    cache.set('b', 'B');
    cache.get('a');
    cache.set('c', 'C');
    expect(cache.get('a')).toBe('A');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('c')).toBe('C');
  });

  it('replaces the value of a key stored again without counting it twice', () => {
    const cache = new TimeTravelCache<string>(2);
    cache.set('a', 'A');
    cache.set('a', 'A2');
    cache.set('b', 'B');
    expect(cache.get('a')).toBe('A2');
    expect(cache.get('b')).toBe('B');
  });

  it('empties on clear and says how many answers it dropped', () => {
    const cache = new TimeTravelCache<string>(4);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.clear()).toBe(2);
    expect(cache.get('a')).toBeUndefined();
  });
});
