import { circuitById, sectorsOf } from '@lemans/circuits';
import type { LiveRow } from '@lemans/contract';
import { testLiveRow } from '@lemans/contract/test-live-row';
import { describe, expect, it } from 'vitest';
import { placementOf } from './car-placement.ts';
import { typicalSectorsOf } from './typical-sectors.ts';

const STARTS = [0, 0.2, 0.6] as const;
const TYPICAL = [30_000, 100_000, 70_000] as const;
const row = (over: Partial<LiveRow> = {}) =>
  testLiveRow({
    car_state: 'Running',
    last_crossing_time: 1_000_000,
    current_sectors: [null, null, null],
    last_lap_sectors: [30_000, 100_000, 70_000],
    best_sectors: [29_000, 98_000, 69_000],
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

describe("placing a car by its circuit's sectors", () => {
  it("puts a car that has just crossed a sector line at that line's share of the lap", () => {
    const crossedS1 = row({ current_sectors: [36_000, null, null] });
    const spa = sectorsOf(circuitById('spa')).starts;
    expect(placementOf(crossedS1, spa, TYPICAL, 1_036_000, false)).toEqual({ where: 'track', share: 0.3238 });
    // Fuji's sectors are not measured: a third of the lap.
    const fuji = sectorsOf(circuitById('fuji')).starts;
    expect(placementOf(crossedS1, fuji, TYPICAL, 1_036_000, false)).toEqual({ where: 'track', share: 1 / 3 });
  });
});

describe('typicalSectorsOf', () => {
  const car = (best: LiveRow['best_sectors']) => ({ best_sectors: best });

  it("takes the circuit's typical times, else the field's median best times, else none", () => {
    expect(typicalSectorsOf(circuitById('spa'), [])).toEqual([36_000, 62_200, 33_200]);
    const field = [car([30_000, 40_000, null]), car([31_000, 42_000, null]), car([33_000, 41_000, null])];
    expect(typicalSectorsOf(circuitById('imola'), field)).toEqual([31_000, 41_000, 0]);
    expect(typicalSectorsOf(null, [])).toEqual([0, 0, 0]);
  });
});
