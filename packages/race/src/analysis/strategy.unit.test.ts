import { describe, expect, it } from 'vitest';
import type { CarLap } from './car-lap.ts';
import { SessionStrategy as FittedStrategy, type StrategySession } from './strategy.ts';
import type { StrategyModel } from './strategy-model.ts';

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

/** Round figures, so that the windows read simply: one spread of the stints either side. */
const MODEL: StrategyModel = {
  neutralisedLapShare: 0.5,
  fullStintShare: 0.8,
  recentStints: 4,
  classWeight: 0,
  windowBelow: -1,
  windowAbove: 1,
};

class SessionStrategy extends FittedStrategy {
  constructor(session: StrategySession) {
    super(session, MODEL);
  }
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
      // Stints all of 10 laps: a spread of one lap.
      nextStopWindow: [29, 31],
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
    expect(car).toMatchObject({ laps: 32, usualStintLaps: 10, nextStopLap: 40, nextStopWindow: [39, 41] });
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

  it("draws a car's usual stint towards its class's by the weight the model gives the class", () => {
    const session = {
      laps: [...carLaps('1', 30, every(10, 30)), ...carLaps('2', 30, every(14, 30), 5_000)],
      classOf: new Map([
        ['1', 'LMP2'],
        ['2', 'LMP2'],
      ]),
      scheduledEndMs: null,
    };
    const atMs = 30 * LAP_MS;
    const alone = new SessionStrategy(session).at(atMs).find((car) => car.number === '1');
    expect(alone?.usualStintLaps).toBe(10);
    // Stints of 10, 10, 14 and 14 in the class: a median of 12 counting for two of the car's own 10s.
    const drawn = new FittedStrategy(session, { ...MODEL, classWeight: 2 })
      .at(atMs)
      .find((car) => car.number === '1');
    expect(drawn).toMatchObject({ usualStintLaps: 11, usualStintFrom: 'car' });
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
    expect(first?.pitAdjustedGapMs).toBeNull();
    expect(second?.pitAdjustedClassPosition).toBe(2);
    // #2 owes three stops to #1's two: a stop's cost less the 10 s it leads by on the road.
    expect(second?.stopsOwed).toBe((first?.stopsOwed ?? 0) + 1);
    expect(second?.pitAdjustedGapMs).toBe(2 * PIT_LOSS_MS - 10_000);
  });

  it('joined mid-race, knows no stint it did not see begin, and counts none it did not see whole', () => {
    // Seen from lap 226 on: #8 stops at laps 230 and 240, every ten laps as before the session joined.
    const laps = carLaps('8', 260, every(10, 260)).filter((lap) => lap.lap >= 226);
    const strategy = new SessionStrategy({
      laps,
      classOf: new Map([['8', 'HYPERCAR']]),
      scheduledEndMs: 300 * LAP_MS,
      partialSinceMs: (laps[0] as CarLap).crossedAtMs - LAP_MS,
    });
    const beforeStop = strategy.at((laps[2] as CarLap).crossedAtMs)[0];
    expect(beforeStop).toMatchObject({ laps: 228, stintLaps: null, stintMs: null, nextStopLap: null });
    expect(beforeStop?.stopsOwed).toBeNull();
    // After its first stop seen, the stint is known; its usual one needs a stint seen whole (230 to 240).
    const between = strategy.at((laps.find((lap) => lap.lap === 235) as CarLap).crossedAtMs)[0];
    expect(between).toMatchObject({ stintLaps: 5, usualStintLaps: null });
    const after = strategy.at((laps.find((lap) => lap.lap === 245) as CarLap).crossedAtMs)[0];
    expect(after).toMatchObject({ stintLaps: 5, usualStintLaps: 10, nextStopLap: 250 });
  });

  it('counts a car in the pits as owing the stop it is making, a car past the flag or out as owing nothing', () => {
    const strategy = new SessionStrategy({
      laps: carLaps('8', 20, every(10, 20)),
      classOf: new Map([['8', 'HYPERCAR']]),
      scheduledEndMs: 60 * LAP_MS,
    });
    const atInLap = 20 * LAP_MS + 3 * PIT_LOSS_MS + 1;
    expect(strategy.at(atInLap)[0]).toMatchObject({ inPit: true, stintLaps: 0, nextStopLap: 30 });
    expect(strategy.at(atInLap, () => 'out')[0]).toMatchObject({
      stopsOwed: null,
      nextStopLap: null,
      pitAdjustedClassPosition: null,
    });
    // Past the flag: nothing owed, and its place is the road's.
    expect(strategy.at(atInLap, () => 'finished')[0]).toMatchObject({
      stopsOwed: 0,
      nextStopLap: null,
      pitAdjustedClassPosition: 1,
    });
  });
});
