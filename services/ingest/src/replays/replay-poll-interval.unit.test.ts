import { describe, expect, it } from 'vitest';
import { raceTimePerPollMs, replayPollIntervalMs } from './replay-poll-interval.ts';

describe('replayPollIntervalMs', () => {
  it('shrinks the live interval by the speed', () => {
    expect(replayPollIntervalMs(3000, 1)).toBe(3000);
    expect(replayPollIntervalMs(3000, 10)).toBe(300);
    expect(replayPollIntervalMs(3000, 0.5)).toBe(6000);
  });

  it('never polls more often than every 100 ms', () => {
    expect(replayPollIntervalMs(3000, 60)).toBe(100);
    expect(replayPollIntervalMs(3000, 600)).toBe(100);
    expect(replayPollIntervalMs(50, 2)).toBe(100);
  });

  it('keeps every 3 s of race time in sight up to 30×, not beyond', () => {
    for (const speed of [0.1, 1, 2.5, 7, 12, 30])
      expect(raceTimePerPollMs(3000, speed)).toBeLessThanOrEqual(3000);
    expect(raceTimePerPollMs(3000, 60)).toBe(6000);
    expect(raceTimePerPollMs(3000, 600)).toBe(60_000);
  });
});
