import { describe, expect, it } from 'vitest';
import { FixedWindowLimiter, tooManyMessages } from './rate-limit.ts';

describe('FixedWindowLimiter', () => {
  it('allows max attempts per window and per key, then says how long to wait', () => {
    let now = 1_000;
    const limiter = new FixedWindowLimiter({ max: 2, windowMs: 60_000 }, () => now);
    expect(limiter.hit('a')).toEqual({ allowed: true });
    now += 10_000;
    expect(limiter.hit('a')).toEqual({ allowed: true });
    expect(limiter.hit('b')).toEqual({ allowed: true });
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterMs: 50_000 });
    now += 50_000;
    expect(limiter.hit('a')).toEqual({ allowed: true });
  });
});

describe('tooManyMessages', () => {
  it.each([
    [1, 'Trop de messages envoyés : réessayez dans 1 minute.'],
    [60_000, 'Trop de messages envoyés : réessayez dans 1 minute.'],
    [60_001, 'Trop de messages envoyés : réessayez dans 2 minutes.'],
    [600_000, 'Trop de messages envoyés : réessayez dans 10 minutes.'],
  ])('%i ms', (ms, text) => {
    expect(tooManyMessages(ms)).toBe(text);
  });
});
