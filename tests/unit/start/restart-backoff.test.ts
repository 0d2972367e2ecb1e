import { describe, expect, it } from 'vitest';
import { restartDelay } from '../../../scripts/start/restart-backoff.ts';

describe('restartDelay', () => {
  it('waits a second at the first death, then doubles up to 30 s while the service keeps dying', () => {
    const delays: number[] = [];
    let previous: number | null = null;
    for (let death = 0; death < 8; death++) {
      previous = restartDelay(previous, 2000);
      delays.push(previous);
    }
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
  });

  it('goes back to a second once the service has held a minute', () => {
    expect(restartDelay(30_000, 59_999)).toBe(30_000);
    expect(restartDelay(30_000, 60_000)).toBe(1000);
  });
});
