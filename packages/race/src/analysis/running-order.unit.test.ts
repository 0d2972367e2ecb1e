import { describe, expect, it } from 'vitest';
import { battlesAt, battlesOfRace } from './battles.ts';
import type { CarLap } from './car-lap.ts';
import { RunningOrder } from './running-order.ts';

/** A car's laps from the race times of its crossings. */
function car(number: string, crossings: number[], neutralisedLaps: number[] = []): CarLap[] {
  return crossings.map((crossedAtMs, index) => ({
    number,
    lap: index + 1,
    timeMs: crossedAtMs - (crossings[index - 1] ?? 0),
    crossedAtMs,
    driverId: 1,
    pitIn: false,
    pitOut: false,
    neutralised: neutralisedLaps.includes(index + 1),
  }));
}

const A = car('1', [100_000, 200_000, 300_000, 400_000]);
const B = car('2', [101_000, 201_500, 301_200, 400_600]);
// C falls a lap behind: A crosses lap 4 (400 s) before C crosses lap 3 (420 s).
const C = car('3', [130_000, 270_000, 420_000]);

describe('RunningOrder', () => {
  const order = new RunningOrder([...A, ...B, ...C]);

  it('places a car by the cars that crossed the same lap before it', () => {
    expect(order.position(B[1] as CarLap)).toBe(2);
    expect(order.position(C[2] as CarLap)).toBe(3);
    expect(order.position(A[3] as CarLap)).toBe(1);
  });

  it('gives gaps to the leader in time and in laps by the rule of the line', () => {
    expect(order.gapToLeader(A[1] as CarLap)).toEqual({ ms: 0, laps: 0 });
    expect(order.gapToLeader(B[1] as CarLap)).toEqual({ ms: 1500, laps: 0 });
    expect(order.gapToLeader(C[1] as CarLap)).toEqual({ ms: 70_000, laps: 0 });
    expect(order.gapToLeader(C[2] as CarLap)).toEqual({ ms: 120_000, laps: 1 });
  });

  it('gives the interval to the car just ahead, and none to the leader', () => {
    expect(order.interval(A[0] as CarLap)).toBeNull();
    expect(order.interval(C[2] as CarLap)).toEqual({ ms: 118_800, laps: 1 });
    expect(order.interval(B[3] as CarLap)).toEqual({ ms: 600, laps: 0 });
  });
});

describe('battles', () => {
  const cars = new Map([
    ['1', A],
    ['2', B],
    ['3', C],
  ]);
  const group = { category: 'LMP2', cars, order: new RunningOrder([...A, ...B, ...C]) };

  it('pairs a car with the one just ahead on the same lap, within the threshold, since they have been so', () => {
    expect(battlesAt(group, 410_000, 2000)).toEqual([
      {
        category: 'LMP2',
        ahead: '1',
        behind: '2',
        aheadDriverId: 1,
        behindDriverId: 1,
        position: 1,
        lap: 4,
        gapMs: 600,
        sinceLap: 1,
        sinceMs: 100_000,
        laps: 4,
        trend: 'closing',
        trendMsPerLap: -133,
      },
    ]);
    expect(battlesAt(group, 410_000, 500)).toEqual([]);
  });

  it('follows a pair over the race and leaves out laps under neutralisation', () => {
    expect(battlesOfRace(group, 2000)).toMatchObject([
      { cars: ['1', '2'], fromLap: 1, toLap: 4, laps: 4, minGapMs: 600 },
    ]);
    const slowed = new Map([
      ['1', A],
      ['2', car('2', [101_000, 201_500, 301_200, 400_600], [3])],
    ]);
    const neutralised = {
      category: 'LMP2',
      cars: slowed,
      order: new RunningOrder([...slowed.values()].flat()),
    };
    // Lap 3 under a safety car splits the battle into two of two laps: neither lasts three.
    expect(battlesOfRace(neutralised, 2000)).toEqual([]);
    expect(battlesOfRace(neutralised, 2000, 2)).toMatchObject([{ fromLap: 1, toLap: 2, laps: 2 }]);
  });
});
