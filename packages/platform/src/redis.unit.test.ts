import { describe, expect, it } from 'vitest';
import { redisRetryDelay } from './redis.ts';

describe('redisRetryDelay', () => {
  it('backs off exponentially, capped at 5 s, and never gives up', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(redisRetryDelay)).toEqual([200, 400, 800, 1600, 3200, 5000, 5000]);
  });
});
