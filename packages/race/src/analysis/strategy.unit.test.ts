import { describe, expect, it } from 'vitest';
import type { CarLap } from './car-lap.ts';
import { SessionStrategy } from './strategy.ts';

const LAP_MS = 100_000;
/** A stop's in-lap and out-lap each cost this much against the pace. */
const PIT_LOSS_MS = 30_000;

/**
 * A car lapping at 100 s, stopping every `stint` laps from lap `firstStop` on, its crossings shifted by
 * `offsetMs`; laps in `neutralised` run under a full course yellow.
 */
function carLaps(
  number: string,
  laps: number,
  stops: readonly number[],
  offsetMs = 0,
  neutralised: ReadonlySet<number> = new Set(),
): CarLap[] {
  const result: CarLap[] = [];
  let crossedAtMs = offsetMs;
  for (let lap = 1; lap <= laps; lap++) {
    const pitIn = stops.includes(lap);
    const pitOut = stops.includes(lap - 1);
    const timeMs = LAP_MS + (pitIn || pitOut ? PIT_LOSS_MS : 0);
    crossedAtMs += timeMs;
    result.push({
      number,
      lap,
      timeMs,
      crossedAtMs,
      driverId: 1,
      pitIn,
      pitOut,
      neutralised: neutralised.has(lap),
    });
  }
  return result;
}

const every = (stint: number, upTo: number, from = stint) =>
  Array.from({ length: Math.floor((upTo - from) / stint) + 1 }, (_, index) => from + index * stint);

describe('SessionStrategy', () => {
  it("predicts a car's next stop from its usual stint, and what it still owes before the flag", () => {
    const strategy = new SessionStrategy({
      laps: carLaps('8', 60, every(10, 60)),
      classOf: new Map([['8', 'HYPERCAR']]),
      scheduledEndMs: 60 * LAP_MS,
    });
    // Lap 25 completed: stint of 5 laps since the stop at lap 20.
    const [car] = strategy.at(25 * LAP_MS + 4 * PIT_LOSS_MS + 1);
    expect(car).toMatchObject({
      laps: 25,
      stintLaps: 5,
      usualStintLaps: 10,
      usualStintFrom: 'car',
      nextStopLap: 30,
      nextStopWindow: [30, 30],
      paceMs: LAP_MS,
      stopCostMs: 2 * PIT_LOSS_MS,
      inPit: false,
    });
    // 35 laps to the flag, 5 more on this stint: three more stops.
    expect(car?.stopsOwed).toBe(3);
  });

  it('knows nothing of the laps after the moment read', () => {
    const laps = carLaps('8', 60, every(10, 60));
    const strategy = new SessionStrategy({ laps, classOf: new Map([['8', 'LMP2']]), scheduledEndMs: null });
    // Before its first stop, a car alone in its class has no stint to go by, whatever it did later.
    const early = strategy.at(8 * LAP_MS);
    expect(early[0]).toMatchObject({ laps: 8, stintLaps: 8, usualStintLaps: null, nextStopLap: null });
    expect(strategy.at(15 * LAP_MS)[0]?.usualStintLaps).toBe(10);
  });

  it('reads the usual stint from the full stints, not those a team cut short', () => {
    const strategy = new SessionStrategy({
      laps: carLaps('8', 40, [10, 15, 25, 30]),
      classOf: new Map([['8', 'HYPERCAR']]),
      scheduledEndMs: null,
    });
    // Stints of 10, 5, 10 and 5 laps: the median of all four would say 7.5, the full ones say 10.
    const [car] = strategy.at(32 * LAP_MS + 8 * PIT_LOSS_MS + 1);
    expect(car).toMatchObject({ laps: 32, usualStintLaps: 10, nextStopLap: 40, nextStopWindow: [40, 40] });
  });

  it("falls back on its class's stints while a car has fewer than two of its own", () => {
    const strategy = new SessionStrategy({
      laps: [...carLaps('1', 40, every(12, 40)), ...carLaps('2', 40, [30], 5_000)],
      classOf: new Map([
        ['1', 'LMGT3'],
        ['2', 'LMGT3'],
      ]),
      scheduledEndMs: 60 * LAP_MS,
    });
    const car = strategy.at(45 * LAP_MS).find((each) => each.number === '2');
    expect(car).toMatchObject({ usualStintLaps: 12, usualStintFrom: 'class' });
  });

  it('counts a stint run partly under a full course yellow in green laps, so that it runs longer', () => {
    const yellow = new Set([21, 22, 23, 24]);
    const strategy = new SessionStrategy({
      laps: carLaps('8', 60, every(10, 20), 0, yellow),
      classOf: new Map([['8', 'HYPERCAR']]),
      scheduledEndMs: null,
    });
    // Five laps since the stop at lap 20, four of them neutralised: three green laps' worth.
    const [car] = strategy.at(25 * LAP_MS + 4 * PIT_LOSS_MS + 1);
    expect(car?.stintLaps).toBe(5);
    expect(car?.nextStopLap).toBe(32);
  });

  it('puts a car that has just stopped ahead of one on the same lap that still has to', () => {
    // Both stop every 10 laps, #1 at laps 10, 20, 30, #2 at 5, 15, 25, 35: at lap 34 #1 stopped four laps
    // ago, #2 is due, 10 s ahead on the road.
    const strategy = new SessionStrategy({
      laps: [...carLaps('1', 60, every(10, 60)), ...carLaps('2', 60, every(10, 60, 5), -10_000)],
      classOf: new Map([
        ['1', 'HYPERCAR'],
        ['2', 'HYPERCAR'],
      ]),
      scheduledEndMs: 60 * LAP_MS,
    });
    const cars = strategy.at(34 * LAP_MS + 6 * PIT_LOSS_MS + 1);
    const first = cars.find((car) => car.number === '1');
    const second = cars.find((car) => car.number === '2');
    expect(first?.laps).toBe(second?.laps);
    // On the road #2 is ahead; once the stops even out, #1 is.
    expect(second?.classPosition).toBe(1);
    expect(first?.classPosition).toBe(2);
    expect(first?.pitAdjustedClassPosition).toBe(1);
    expect(first?.pitAdjustedGapMs).toBeLessThan(0);
    expect(second?.pitAdjustedClassPosition).toBe(2);
  });

  it('counts a car in the pits as owing the stop it is making, and an out car as owing nothing', () => {
    const strategy = new SessionStrategy({
      laps: carLaps('8', 20, every(10, 20)),
      classOf: new Map([['8', 'HYPERCAR']]),
      scheduledEndMs: 60 * LAP_MS,
    });
    const atInLap = 20 * LAP_MS + 3 * PIT_LOSS_MS + 1;
    expect(strategy.at(atInLap)[0]).toMatchObject({ inPit: true, stintLaps: 0, nextStopLap: 30 });
    expect(strategy.at(atInLap, () => true)[0]).toMatchObject({
      stopsOwed: null,
      pitAdjustedClassPosition: null,
    });
  });
});
