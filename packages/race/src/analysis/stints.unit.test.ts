import { describe, expect, it } from 'vitest';
import type { CarLap } from './car-lap.ts';
import { median, slope } from './lap-statistics.ts';
import { neutralisedPeriods, overlapsNeutralised } from './neutralised-periods.ts';
import { pitStopsOfCar } from './pit-stops.ts';
import { stintsOfCar } from './stints.ts';

function lap(n: number, timeMs: number, crossedAtMs: number, extra: Partial<CarLap> = {}): CarLap {
  return {
    number: '5',
    lap: n,
    timeMs,
    crossedAtMs,
    driverId: 1,
    pitIn: false,
    pitOut: false,
    neutralised: false,
    ...extra,
  };
}

// Stint 1: laps 1-4 (lap 4 ends in the pits); stint 2: laps 5-7, its out-lap first, lap 6 under FCY.
const LAPS: CarLap[] = [
  lap(1, 210_000, 210_000),
  lap(2, 200_000, 410_000),
  lap(3, 201_000, 611_000),
  lap(4, 215_000, 826_000, { pitIn: true }),
  lap(5, 290_000, 1_116_000, { pitOut: true, driverId: 2 }),
  lap(6, 260_000, 1_376_000, { neutralised: true, driverId: 2 }),
  lap(7, 202_000, 1_578_000, { driverId: 2 }),
];

describe('stintsOfCar', () => {
  it('cuts at each in-lap and reads each stint from its clean laps', () => {
    const [first, second] = stintsOfCar(LAPS);
    expect(first).toMatchObject({
      stint: 1,
      driverId: 1,
      firstLap: 1,
      lastLap: 4,
      laps: 4,
      startMs: 0,
      endMs: 826_000,
      durationMs: 826_000,
      cleanLaps: 3,
      bestMs: 200_000,
      averageMs: 203_667,
      medianMs: 201_000,
      degradationSPerLap: -4.5,
    });
    expect(second).toMatchObject({
      stint: 2,
      driverId: 2,
      firstLap: 5,
      lastLap: 7,
      startMs: 826_000,
      durationMs: 752_000,
      cleanLaps: 1,
      bestMs: 202_000,
      degradationSPerLap: null,
    });
  });
});

describe('pitStopsOfCar', () => {
  it('costs a stop its in-lap and out-lap against twice the reference lap', () => {
    const [stop] = pitStopsOfCar(
      LAPS,
      (n) => (n === 4 ? 62_000 : null),
      (l) => l.lap,
    );
    expect(stop).toEqual({
      number: '5',
      stop: 1,
      lap: 4,
      raceTimeMs: 826_000,
      inLapMs: 215_000,
      outLapMs: 290_000,
      // The median of the clean laps around it: 210, 200, 201 and 202 s.
      referenceLapMs: 201_500,
      timeLostMs: 215_000 + 290_000 - 2 * 201_500,
      pitTimeMs: 62_000,
      driverChange: true,
      driverInId: 1,
      driverOutId: 2,
      positionBefore: 3,
      positionAfter: 5,
    });
  });

  it('has no out-lap for a car that stopped for good', () => {
    const [stop] = pitStopsOfCar(
      LAPS.slice(0, 4),
      () => null,
      () => null,
    );
    expect(stop).toMatchObject({ outLapMs: null, timeLostMs: null, driverChange: false, driverOutId: null });
  });
});

describe('lap statistics', () => {
  it('takes medians and least-squares slopes', () => {
    expect(median([])).toBeNull();
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(slope([{ x: 1, y: 2 }])).toBeNull();
    expect(
      slope([
        { x: 1, y: 1 },
        { x: 1, y: 5 },
      ]),
    ).toBeNull();
    expect(
      slope([
        { x: 1, y: 1 },
        { x: 2, y: 3 },
        { x: 3, y: 5 },
      ]),
    ).toBe(2);
  });
});

describe('neutralisedPeriods', () => {
  it('joins the neutralising states into stretches, an open one lasting still', () => {
    const periods = neutralisedPeriods([
      { atMs: 100, state: 'fcy' },
      { atMs: 150, state: 'safety' },
      { atMs: 200, state: 'green' },
      { atMs: 300, state: 'yellow' },
      { atMs: 400, state: 'red' },
    ]);
    expect(periods).toEqual([
      { fromMs: 100, toMs: 200 },
      { fromMs: 400, toMs: null },
    ]);
    expect(overlapsNeutralised(periods, 0, 100)).toBe(false);
    expect(overlapsNeutralised(periods, 190, 260)).toBe(true);
    expect(overlapsNeutralised(periods, 200, 399)).toBe(false);
    expect(overlapsNeutralised(periods, 500, 600)).toBe(true);
  });
});
