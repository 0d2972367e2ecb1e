import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './reconnect-schedule.ts';

describe('reconnectDelayMs', () => {
  it('waits 1000 ms before each of the first 3 attempts, whatever the draw', () => {
    for (const attempt of [1, 2, 3]) {
      expect(reconnectDelayMs(attempt, 0)).toBe(1000);
      expect(reconnectDelayMs(attempt, 0.99)).toBe(1000);
    }
  });

  it('then doubles from 2 s, each wait drawn between half and all of its step', () => {
    const steps = [2000, 4000, 8000, 16_000, 30_000];
    steps.forEach((step, index) => {
      const attempt = 4 + index;
      expect(reconnectDelayMs(attempt, 0)).toBe(step / 2);
      expect(reconnectDelayMs(attempt, 0.5)).toBe((step * 3) / 4);
      expect(reconnectDelayMs(attempt, 0.999_999)).toBe(step);
    });
  });

  it('never waits more than 30 s, however long the server stays away', () => {
    for (const attempt of [9, 20, 100, 10_000]) {
      expect(reconnectDelayMs(attempt, 0)).toBe(15_000);
      expect(reconnectDelayMs(attempt, 0.999_999)).toBe(30_000);
    }
  });
});
