import { describe, expect, it } from 'vitest';
import { type CarClock, expectedSectorsOf, lapProgress, sectorInProgress } from './lap-progress.ts';

const STARTS = [0, 0.25, 0.7] as const;
const clock = (over: Partial<CarClock> = {}): CarClock => ({
  lastCrossingMs: 1_000_000,
  currentSectors: [null, null, null],
  expectedSectorsMs: [40_000, 100_000, 60_000],
  neutralised: false,
  ...over,
});

describe('lapProgress', () => {
  it('is at the line when the car crosses it, and at each sector line when it crosses that', () => {
    expect(lapProgress(clock(), STARTS, 1_000_000)).toBe(0);
    expect(lapProgress(clock({ currentSectors: [41_000, null, null] }), STARTS, 1_041_000)).toBe(0.25);
    expect(lapProgress(clock({ currentSectors: [41_000, 99_000, null] }), STARTS, 1_140_000)).toBe(0.7);
  });

  it('moves through a sector at the pace expected, and waits at its end for a late crossing', () => {
    expect(lapProgress(clock(), STARTS, 1_020_000)).toBeCloseTo(0.125);
    expect(lapProgress(clock(), STARTS, 1_040_000)).toBe(0.25);
    expect(lapProgress(clock(), STARTS, 1_090_000)).toBe(0.25);
  });

  it('goes slower under a full course yellow or a safety car', () => {
    const neutralised = lapProgress(clock({ neutralised: true }), STARTS, 1_020_000) as number;
    expect(neutralised).toBeLessThan(0.125);
    expect(neutralised).toBeCloseTo(0.25 * (20 / 64));
  });

  it('says nothing before the first crossing, and never goes before the sector start', () => {
    expect(lapProgress(clock({ lastCrossingMs: null }), STARTS, 5)).toBeNull();
    expect(lapProgress(clock(), STARTS, 999_000)).toBe(0);
  });
});

describe('sectorInProgress', () => {
  it('counts the sectors completed in the lap', () => {
    expect(sectorInProgress(clock({ currentSectors: [41_000, null, null] }))).toEqual({
      sector: 1,
      enteredAtMs: 1_041_000,
    });
  });
});

describe('expectedSectorsOf', () => {
  it("takes the last lap's sectors unless slow, then the best, then the circuit's typical ones", () => {
    expect(
      expectedSectorsOf([33_000, 200_000, null], [32_000, 105_000, 70_000], [30_000, 110_000, 75_000]),
    ).toEqual([33_000, 105_000, 70_000]);
    expect(expectedSectorsOf([null, null, null], [null, null, null], [30_000, 110_000, 75_000])).toEqual([
      30_000, 110_000, 75_000,
    ]);
  });
});
