import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withDeadline } from '../../../bench/lib/deadline.ts';
import { measureLevels } from '../../../bench/lib/levels.ts';
import { levelDeadlineMs } from '../../../bench/lib/run-bounds.ts';

const never = <T>() => new Promise<T>(() => {});

describe('the deadline of a benchmark or of one of its levels', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives up on work that never ends, frees what it holds and says it was not measured', async () => {
    const abandon = vi.fn();
    const outcome = withDeadline(90_000, never, abandon);
    await vi.advanceTimersByTimeAsync(89_999);
    expect(abandon).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toEqual({ measured: false, reason: 'did not end within 90 s' });
    expect(abandon).toHaveBeenCalledOnce();
  });

  it('gives what the work measured in time, abandons nothing and leaves no timer behind', async () => {
    const abandon = vi.fn();
    await expect(withDeadline(60_000, async () => 42, abandon)).resolves.toEqual({
      measured: true,
      value: 42,
    });
    expect(abandon).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('lets a failure of the work through', async () => {
    await expect(withDeadline(60_000, () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
  });

  it('keeps the levels measured before one that never ends, and tries none after it', async () => {
    const tried: number[] = [];
    const abandon = vi.fn(async () => {});
    const levels = measureLevels(
      [100, 200, 300],
      (clients) => {
        tried.push(clients);
        return clients === 100 ? Promise.resolve({ p99: 5 }) : never();
      },
      abandon,
    );
    await vi.advanceTimersByTimeAsync(levelDeadlineMs);
    await expect(levels).resolves.toEqual([
      { clients: 100, measured: true, p99: 5 },
      { clients: 200, measured: false, reason: expect.stringContaining('did not end within') },
      { clients: 300, measured: false, reason: 'not tried after the 200 clients level' },
    ]);
    expect(tried).toEqual([100, 200]);
    expect(abandon).toHaveBeenCalledOnce();
  });
});
