import { describe, expect, it } from 'vitest';
import { FixedWindowLimiter, minutesToWait } from './fixed-window-limiter.ts';

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

  it('checks a key without counting: blocked once the attempts reach the limit', () => {
    let now = 0;
    const limiter = new FixedWindowLimiter({ max: 2, windowMs: 60_000 }, () => now);
    expect(limiter.check('a')).toEqual({ allowed: true });
    limiter.hit('a');
    expect(limiter.check('a')).toEqual({ allowed: true });
    limiter.hit('a');
    now += 15_000;
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterMs: 45_000 });
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterMs: 45_000 });
    now += 45_000;
    expect(limiter.check('a')).toEqual({ allowed: true });
  });
});

describe('minutesToWait', () => {
  it.each([
    [1, '1 minute'],
    [60_000, '1 minute'],
    [60_001, '2 minutes'],
    [600_000, '10 minutes'],
  ])('%i ms', (ms, text) => {
    expect(minutesToWait(ms)).toBe(text);
  });
});
