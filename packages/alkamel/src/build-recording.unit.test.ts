import { describe, expect, it } from 'vitest';
import { scheduledDurationOf } from './build-recording.ts';

const HOUR = 3_600_000;
const lap = (elapsedMs: number, flag: '' | 'GF' | 'FF' = 'GF') => ({ elapsedMs, flag });

describe('scheduledDurationOf', () => {
  it("takes the chequered flag's first lap down to a quarter of an hour", () => {
    expect(
      scheduledDurationOf([lap(HOUR), lap(6 * HOUR + 67_000, 'FF'), lap(6 * HOUR + 190_000, 'FF')]),
    ).toBe(6 * HOUR);
    // The last cars cross well after the winner: the flag says when the time was up.
    expect(scheduledDurationOf([lap(24 * HOUR + 173_000, 'FF'), lap(24 * HOUR + 20 * 60_000, 'FF')])).toBe(
      24 * HOUR,
    );
  });

  it('takes the last crossing when no lap carries the flag (older files have no flag column)', () => {
    expect(scheduledDurationOf([lap(HOUR, ''), lap(HOUR + 32 * 60_000, '')])).toBe(1.5 * HOUR);
  });

  it('gives at least a quarter of an hour', () => {
    expect(scheduledDurationOf([lap(10 * 60_000, 'FF')])).toBe(HOUR / 4);
    expect(scheduledDurationOf([])).toBe(HOUR / 4);
  });
});
