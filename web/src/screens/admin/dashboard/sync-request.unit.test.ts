import type { SyncState } from '@lemans/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestSync, type SyncDriver } from './sync-request.ts';

function fakeDriver(answer: Promise<{ state: SyncState }>) {
  const listeners = new Set<() => void>();
  const driver: SyncDriver = {
    request: () => answer,
    onComplete(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    driver,
    complete: () => {
      for (const listener of [...listeners]) listener();
    },
    listeners,
  };
}

describe('requestSync', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves done on the sync-complete notice, even one arriving before the answer', async () => {
    let answer: (value: { state: SyncState }) => void = () => {};
    const fake = fakeDriver(new Promise((resolve) => (answer = resolve)));
    const outcome = requestSync(fake.driver);
    fake.complete();
    answer({ state: 'queued' });
    await expect(outcome).resolves.toBe('done');
    expect(fake.listeners.size).toBe(0);
  });

  it('says when a sync has just run instead of waiting', async () => {
    const fake = fakeDriver(Promise.resolve({ state: 'cooling-down' }));
    await expect(requestSync(fake.driver)).resolves.toBe('cooling-down');
    expect(fake.listeners.size).toBe(0);
  });

  it('gives up waiting after the delay', async () => {
    const fake = fakeDriver(Promise.resolve({ state: 'running' }));
    const outcome = requestSync(fake.driver, 30_000);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fake.listeners.size).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toBe('timeout');
    expect(fake.listeners.size).toBe(0);
  });

  it('rejects when the request fails', async () => {
    const fake = fakeDriver(Promise.reject(new Error('503')));
    await expect(requestSync(fake.driver)).rejects.toThrow('503');
    expect(fake.listeners.size).toBe(0);
  });
});
