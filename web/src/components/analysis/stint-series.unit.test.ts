import type { ProgressLapRow } from '@lemans/contract';
import { describe, expect, it } from 'vitest';
import { stintSeries } from './stint-series.ts';

const lap = (n: number, stint: number, timeMs: number, clean = true): ProgressLapRow => ({
  lap: n,
  race_ms: n * 210_000,
  time_ms: timeMs,
  clean,
  pit_in: false,
  stint,
  driver_id: 1,
  position: 1,
  class_position: 1,
  class_gap_ms: 0,
  class_gap_laps: 0,
  interval_ms: null,
  interval_laps: null,
});

describe('stintSeries', () => {
  it('gives each stint a line of its clean laps, holes elsewhere, and the median clean lap', () => {
    const { x, stints, medianS, rangeS } = stintSeries([
      lap(1, 1, 212_000),
      lap(2, 1, 208_000),
      lap(3, 1, 215_000, false),
      lap(4, 2, 367_000, false),
      lap(5, 2, 209_000),
    ]);
    expect(x).toEqual([1, 2, 3, 4, 5]);
    expect(stints.map((stint) => stint.times)).toEqual([
      [212, 208, null, null, null],
      [null, null, null, null, 209],
    ]);
    expect(stints[0]?.color).not.toBe(stints[1]?.color);
    expect(medianS).toBe(209);
    expect(rangeS).toEqual([207, 213]);
  });

  it('opens on a scale that leaves out a clean lap far slower than the rest', () => {
    const { rangeS } = stintSeries([
      lap(1, 1, 210_000),
      lap(2, 1, 211_000),
      lap(3, 1, 600_000),
      lap(4, 1, 212_000),
    ]);
    expect(rangeS).toEqual([209, 213]);
  });
});
