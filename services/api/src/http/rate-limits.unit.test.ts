import { describe, expect, it } from 'vitest';
import {
  createLimits,
  DEFAULT_API_LIMITS,
  minutesToWait,
  retryAfterSeconds,
  waitMinutes,
} from './rate-limits.ts';

describe('createLimits in memory', () => {
  it('allows a rule’s points per key, counts a batch’s points at once, and says how long to wait', async () => {
    const limits = createLimits(null, {
      ...DEFAULT_API_LIMITS,
      analyticsPerClient: { points: 10, durationS: 60 },
    });
    expect(await limits.analyticsPerClient.take('a', 6)).toEqual({ allowed: true, consumed: 6 });
    const refused = await limits.analyticsPerClient.take('a', 6);
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.retryAfterMs).toBeGreaterThan(59_000);
    expect(await limits.analyticsPerClient.take('b', 10)).toEqual({ allowed: true, consumed: 10 });
  });

  it('keeps each limit apart, and gives points back', async () => {
    const limits = createLimits(null, { ...DEFAULT_API_LIMITS, loginAttempts: { points: 1, durationS: 60 } });
    expect(await limits.loginAttempts.take('x')).toEqual({ allowed: true, consumed: 1 });
    await limits.loginAttempts.giveBack('x');
    expect(await limits.loginAttempts.take('x')).toEqual({ allowed: true, consumed: 1 });
    expect((await limits.loginAttempts.take('x')).allowed).toBe(false);
    expect(await limits.messagesPerClient.take('x')).toEqual({ allowed: true, consumed: 1 });
  });

  it('checks a key without taking a point, and refuses one that used them all up', async () => {
    const refusals: string[] = [];
    const limits = createLimits(
      null,
      { ...DEFAULT_API_LIMITS, loginAttempts: { points: 2, durationS: 60 } },
      (name) => refusals.push(name),
    );
    expect(await limits.loginAttempts.check('y')).toEqual({ allowed: true, consumed: 0 });
    await limits.loginAttempts.take('y');
    expect(await limits.loginAttempts.check('y')).toEqual({ allowed: true, consumed: 1 });
    await limits.loginAttempts.take('y');
    const spent = await limits.loginAttempts.check('y');
    expect(spent.allowed === false && spent.retryAfterMs).toBeGreaterThan(59_000);
    expect(refusals).toEqual(['loginAttempts']);
  });
});

describe('the waits in words and headers', () => {
  it.each([
    [1, '1 minute'],
    [60_000, '1 minute'],
    [60_001, '2 minutes'],
    [15 * 60_000, '15 minutes'],
  ])('%i ms is %s', (ms, text) => {
    expect(minutesToWait(ms)).toBe(text);
    expect(`${waitMinutes(ms)} minute`).toBe(text.replace(/s$/, ''));
  });

  it('rounds Retry-After up to whole seconds, at least one', () => {
    expect(retryAfterSeconds(0)).toBe('1');
    expect(retryAfterSeconds(1001)).toBe('2');
  });
});
