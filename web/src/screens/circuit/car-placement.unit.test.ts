import type { LiveRow } from '@lemans/race/contract';
import { describe, expect, it } from 'vitest';
import { placementOf } from './car-placement.ts';

const STARTS = [0, 0.2, 0.6] as const;
const TYPICAL = [30_000, 100_000, 70_000] as const;
const row = (over: Partial<LiveRow> = {}) => ({
  car_state: 'Running',
  last_crossing_time: 1_000_000,
  current_sectors: [null, null, null] as LiveRow['current_sectors'],
  last_lap_sectors: [30_000, 100_000, 70_000] as LiveRow['last_lap_sectors'],
  best_sectors: [29_000, 98_000, 69_000] as LiveRow['best_sectors'],
  ...over,
});

describe('placementOf', () => {
  it('places a running car by its lap progress', () => {
    expect(placementOf(row(), STARTS, TYPICAL, 1_015_000, false)).toEqual({ where: 'track', share: 0.1 });
  });

  it('puts a car in the pits in the pit lane, and parks a stopped one at its last timing line', () => {
    expect(placementOf(row({ car_state: 'InPit' }), STARTS, TYPICAL, 1_015_000, false)).toEqual({
      where: 'pit',
    });
    expect(
      placementOf(
        row({ car_state: 'Retired', current_sectors: [30_500, null, null] }),
        STARTS,
        TYPICAL,
        9_000_000,
        false,
      ),
    ).toEqual({ where: 'parked', share: 0.2 });
  });

  it('keeps a car never seen crossing on the line', () => {
    expect(placementOf(row({ last_crossing_time: null }), STARTS, TYPICAL, 5, false)).toEqual({
      where: 'track',
      share: 0,
    });
  });
});
