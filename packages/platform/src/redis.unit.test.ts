import { describe, expect, it } from 'vitest';
import { openRedis, redisRetryDelay } from './redis.ts';

describe('redisRetryDelay', () => {
  it('backs off exponentially, capped at 5 s, and never gives up', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(redisRetryDelay)).toEqual([200, 400, 800, 1600, 3200, 5000, 5000]);
  });
});

describe('openRedis', () => {
  it('registers its closing under its name, which ends the connection even when Redis never answered', async () => {
    const registered: { name: string; close: () => Promise<void> | void }[] = [];
    // Port 1: nothing listens there, so the connection keeps retrying until it is closed.
    const redis = openRedis(
      { onShutdown: (name, close) => registered.push({ name, close }) },
      'Redis (essai)',
      'redis://127.0.0.1:1',
      'worker',
    );
    redis.on('error', () => {});
    await new Promise((resolve) => redis.once('reconnecting', resolve));

    expect(registered.map(({ name }) => name)).toEqual(['Redis (essai)']);
    await registered[0]?.close();
    const reconnections: unknown[] = [];
    redis.on('reconnecting', (delay: unknown) => reconnections.push(delay));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(reconnections).toEqual([]);
  });
});
