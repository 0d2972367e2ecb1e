import { describe, expect, it } from 'vitest';
import { admissionOf, nextExpectedMs } from './read-admission.ts';

const load = { running: 4, waiting: 0, concurrency: 4, expectedMs: 200, maxWaitMs: 2000 };

describe('admissionOf', () => {
  it('starts a read while a slot is free, whatever waits', () => {
    expect(admissionOf({ ...load, running: 3, waiting: 50 })).toEqual({ decision: 'start' });
  });

  it('lets a read wait while the reads queued ahead should be done within the bound', () => {
    // 39 ahead and this one: ten rounds of four reads of 200 ms.
    expect(admissionOf({ ...load, waiting: 39 })).toEqual({ decision: 'wait', expectedWaitMs: 2000 });
    expect(admissionOf({ ...load, waiting: 0 })).toEqual({ decision: 'wait', expectedWaitMs: 200 });
  });

  it('refuses at once what the queue foretells past the bound, and says when to come back', () => {
    expect(admissionOf({ ...load, waiting: 40 })).toEqual({ decision: 'refuse', retryAfterS: 3 });
    expect(admissionOf({ ...load, expectedMs: 5000 })).toEqual({ decision: 'refuse', retryAfterS: 5 });
    expect(admissionOf({ ...load, waiting: 10_000 })).toEqual({ decision: 'refuse', retryAfterS: 30 });
  });
});

describe('nextExpectedMs', () => {
  it('moves a fifth of the way towards the duration just seen', () => {
    expect(nextExpectedMs(100, 600)).toBe(200);
    expect(nextExpectedMs(200, 200)).toBe(200);
  });
});
