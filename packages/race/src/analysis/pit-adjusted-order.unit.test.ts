import { describe, expect, it } from 'vitest';
import { pitAdjustedOrder, type RoadCar } from './pit-adjusted-order.ts';

const STOP_MS = 60_000;
const LAP_MS = 200_000;

const car = (
  laps: number,
  lastCrossingMs: number,
  stopsOwed: number,
  more: Partial<RoadCar> = {},
): RoadCar => ({
  laps,
  lastCrossingMs,
  inPit: false,
  out: false,
  paceMs: LAP_MS,
  stopsOwed,
  ...more,
});

describe('pitAdjustedOrder', () => {
  it('adds the stops a car owes and takes off those the car ahead owes', () => {
    const places = pitAdjustedOrder([car(100, 1_000_000, 5), car(100, 1_030_000, 4)], STOP_MS);
    // 30 s behind on the road, one stop fewer to make: 30 s ahead once the stops even out.
    expect(places[1]).toMatchObject({
      classPosition: 2,
      pitAdjustedClassPosition: 1,
      pitAdjustedGapMs: null,
    });
    expect(places[0]).toMatchObject({
      classPosition: 1,
      pitAdjustedClassPosition: 2,
      pitAdjustedGapMs: 30_000,
    });
  });

  it('keeps the road gap between cars that owe as many stops', () => {
    const places = pitAdjustedOrder(
      [car(158, 1_000_000, 18), car(158, 1_007_000, 18), car(158, 1_047_000, 18)],
      STOP_MS,
    );
    expect(places.map((place) => place.pitAdjustedGapMs)).toEqual([null, 7_000, 40_000]);
    expect(places.map((place) => place.pitAdjustedClassLeaderGapMs)).toEqual([null, 7_000, 47_000]);
  });

  it('never promotes a car laps down, in the pits or out above a running car ahead of it on the road', () => {
    const leader = car(158, 1_000_000, 10);
    const lapsDown = car(92, 990_000, 0);
    const inPit = car(158, 1_010_000, 0, { inPit: true });
    const out = car(158, 1_020_000, 0, { out: true });
    const places = pitAdjustedOrder([lapsDown, inPit, out, leader], STOP_MS);
    // Out of the race: after the cars still in it, whatever its laps.
    expect(places.map((place) => place.classPosition)).toEqual([3, 2, 4, 1]);
    expect(places[3]?.pitAdjustedClassPosition).toBe(1);
    expect(places[1]?.pitAdjustedClassPosition).toBe(2);
    expect(places[0]?.pitAdjustedClassPosition).toBe(3);
    // Out of the race: no place once the stops even out, and a running car behind it on its lap passes it.
    expect(places[2]?.pitAdjustedClassPosition).toBeNull();
    const passed = pitAdjustedOrder([out, car(158, 1_030_000, 3)], STOP_MS);
    expect(passed[1]?.pitAdjustedClassPosition).toBe(1);
  });

  it('says nothing of a car whose stops owed cannot be told, and keeps it where the road has it', () => {
    const places = pitAdjustedOrder(
      [car(100, 1_000_000, 5), car(100, 1_010_000, 0, { stopsOwed: null }), car(100, 1_020_000, 0)],
      STOP_MS,
    );
    expect(places[1]?.pitAdjustedClassPosition).toBeNull();
    // The third owes five stops fewer but cannot pass a car it cannot compare with.
    expect(places[2]?.pitAdjustedClassPosition).toBe(2);
    expect(places[0]?.pitAdjustedClassPosition).toBe(1);
    expect(pitAdjustedOrder([car(100, 0, 1)], null)[0]?.pitAdjustedClassPosition).toBeNull();
  });
});
