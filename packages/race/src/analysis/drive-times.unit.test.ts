import { describe, expect, it } from 'vitest';
import type { CarLap } from './car-lap.ts';
import { driveTimesOfCar, mostDrivenInWindow, RISK_MARGIN_MS, timeInPitsByLap } from './drive-times.ts';
import { LE_MANS_2025 } from './driving-rules.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Laps of one car back to back from the start: [driver, lap time] each. */
function car(...laps: [number, number][]): CarLap[] {
  let at = 0;
  return laps.map(([driverId, timeMs], index) => {
    at += timeMs;
    return {
      number: '8',
      lap: index + 1,
      timeMs,
      crossedAtMs: at,
      driverId,
      pitIn: false,
      pitOut: false,
      neutralised: false,
    };
  });
}

const repeat = (times: number, lap: [number, number]): [number, number][] =>
  Array.from({ length: times }, () => lap);

describe('driveTimesOfCar', () => {
  it("says a driver's status is unknown without rules for the class, never ok", () => {
    // 35 minutes: short of the six-hour races' minimum, had their rules been known.
    const laps = car(...repeat(7, [1, 5 * MINUTE]), ...repeat(20, [2, 5 * MINUTE]));
    const drives = driveTimesOfCar(laps, null, { ended: true, remainingMs: null });
    expect(drives.map((drive) => [drive.totalMs, drive.checks, drive.status])).toEqual([
      [35 * MINUTE, [], 'unknown'],
      [100 * MINUTE, [], 'unknown'],
    ]);
  });

  it('adds up each driver, finds the longest unbroken run and the most driven in six hours', () => {
    // Driver 1: 2 h, then driver 2: 1 h, then driver 1: 3 h in a row, then driver 2: 30 min.
    const laps = car(
      ...repeat(8, [1, 15 * MINUTE]),
      ...repeat(4, [2, 15 * MINUTE]),
      ...repeat(12, [1, 15 * MINUTE]),
      ...repeat(2, [2, 15 * MINUTE]),
    );
    const [first, second] = driveTimesOfCar(laps, LE_MANS_2025.byClass.HYPERCAR ?? null, {
      ended: true,
      remainingMs: null,
    });
    expect(first).toMatchObject({ driverId: 1, laps: 20, totalMs: 5 * HOUR });
    expect(first?.longestStint).toEqual({ ms: 3 * HOUR, firstLap: 13, lastLap: 24 });
    // The best six hours start with the car: 2 h, the other driver's hour, then 3 h: 5 h in all.
    expect(first?.mostInWindow).toEqual({ ms: 5 * HOUR, fromMs: 0, lengthMs: 6 * HOUR });
    expect(first?.checks).toEqual([
      { rule: 'max-total', limitMs: 14 * HOUR, valueMs: 5 * HOUR, status: 'met' },
      { rule: 'max-in-window', limitMs: 4 * HOUR, valueMs: 5 * HOUR, status: 'broken' },
    ]);
    expect(first?.status).toBe('broken');
    expect(second).toMatchObject({ driverId: 2, totalMs: 1.5 * HOUR, status: 'met' });
  });

  it('lets no minimum apply to a car out of the classification, and keeps its maximums', () => {
    // Driver 1: 5 h straight, over the four hours in six; driver 2: 15 min, far short of any minimum.
    const laps = car(...repeat(20, [1, 15 * MINUTE]), [2, 15 * MINUTE]);
    const rules = LE_MANS_2025.byClass.LMGT3 ?? null;
    const [first, second] = driveTimesOfCar(laps, rules, {
      ended: true,
      remainingMs: null,
      outOfClassification: true,
    });
    expect(first?.checks.find((check) => check.rule === 'max-in-window')?.status).toBe('broken');
    expect(first?.status).toBe('broken');
    expect(second?.checks.find((check) => check.rule === 'min-total')?.status).toBe('not-applicable');
    // Not « met »: the minimum was not met, it no longer matters.
    expect(second?.status).toBe('not-applicable');
  });

  it('says a driver within a quarter of an hour of a maximum is at risk', () => {
    const laps = car(...repeat(15, [1, 15 * MINUTE]), ...repeat(8, [2, 15 * MINUTE]));
    const [driver] = driveTimesOfCar(laps, LE_MANS_2025.byClass.LMP2 ?? null, {
      ended: false,
      remainingMs: 12 * HOUR,
    });
    // 3 h 45 in a row: not over 4 h, but within the margin.
    expect(driver?.checks.find((check) => check.rule === 'max-in-window')).toMatchObject({
      valueMs: 3.75 * HOUR,
      status: 'at-risk',
    });
    expect(RISK_MARGIN_MS).toBe(15 * MINUTE);
  });

  it('reads a minimum against the time left, and never breaks one that binds some ratings only', () => {
    const laps = car(...repeat(4, [1, 15 * MINUTE]), ...repeat(4, [2, 15 * MINUTE]));
    const minimum = (ended: boolean, remainingMs: number | null) =>
      driveTimesOfCar(laps, LE_MANS_2025.byClass.LMGT3 ?? null, { ended, remainingMs })[0]?.checks[0];
    expect(minimum(false, 20 * HOUR)).toMatchObject({ rule: 'min-total', valueMs: HOUR, status: 'ok' });
    expect(minimum(false, 8 * HOUR)).toMatchObject({ status: 'at-risk' });
    // Out of reach with 4 h left, but Bronze and Silver drivers only: at risk while it runs, not broken.
    expect(minimum(false, 4 * HOUR)).toMatchObject({ status: 'at-risk' });
    // Over with 1 h driven of the 6 required: the timing gives no rating, so the check cannot be judged.
    expect(minimum(true, null)).toMatchObject({ status: 'unverifiable' });
    const sixHours = { ...(LE_MANS_2025.byClass.LMGT3 as NonNullable<typeof LE_MANS_2025.byClass.LMGT3>) };
    const everyone = driveTimesOfCar(
      laps,
      { ...sixHours, minimumFor: 'every driver' },
      { ended: true, remainingMs: null },
    );
    expect(everyone[0]?.checks[0]?.status).toBe('broken');
  });

  it('concludes every check once the session is over: met, broken or unverifiable, never ok nor at risk', () => {
    const lmgt3 = LE_MANS_2025.byClass.LMGT3 as NonNullable<typeof LE_MANS_2025.byClass.LMGT3>;
    // Driver 1: 3 h 45, then 2 h 30 after driver 2's 2 h 15: 6 h 15 in all, never over 4 h in 6 h.
    const laps = car(
      ...repeat(15, [1, 15 * MINUTE]),
      ...repeat(9, [2, 15 * MINUTE]),
      ...repeat(10, [1, 15 * MINUTE]),
    );
    const [long, short] = driveTimesOfCar(laps, lmgt3, { ended: true, remainingMs: null });
    expect(long?.checks.map((check) => check.status)).toEqual(long?.checks.map(() => 'met'));
    expect(long?.status).toBe('met');
    expect(short?.checks[0]).toMatchObject({ rule: 'min-total', status: 'unverifiable' });
    expect(short?.status).toBe('unverifiable');
    // The same 3 h 45 in six hours is within a quarter of an hour of the 4 h while the race runs.
    const running = driveTimesOfCar(laps, lmgt3, { ended: false, remainingMs: 30 * MINUTE });
    expect(running[0]?.status).toBe('at-risk');
  });
});

describe('mostDrivenInWindow', () => {
  it('counts the stretch a window ends in up to its end', () => {
    // At the wheel from 0 to 2 h, then from 3 h to 7 h: six hours from the start hold 2 h + 3 h.
    const spans = [
      { fromMs: 0, toMs: 2 * HOUR },
      { fromMs: 3 * HOUR, toMs: 7 * HOUR },
    ];
    expect(mostDrivenInWindow(spans, 6 * HOUR)).toEqual({ ms: 5 * HOUR, fromMs: 0 });
    // Starting with the second stretch holds all of it: 4 h.
    expect(mostDrivenInWindow(spans.slice(1), 6 * HOUR)).toEqual({ ms: 4 * HOUR, fromMs: 3 * HOUR });
  });

  it('cuts a stretch longer than the window to the window', () => {
    expect(mostDrivenInWindow([{ fromMs: 0, toMs: 8 * HOUR }], 6 * HOUR)).toEqual({
      ms: 6 * HOUR,
      fromMs: 0,
    });
  });

  it('gives nothing for no stretch', () => {
    expect(mostDrivenInWindow([], HOUR)).toEqual({ ms: 0, fromMs: 0 });
  });
});

describe('time in the pits', () => {
  it('is left out of what the rules count, never out of the laps driven', () => {
    // 4 h in a row of 15-minute laps, lap 8 ending in the pits and the car standing 10 min there.
    const laps = car(...repeat(16, [1, 15 * MINUTE])).map((lap) =>
      lap.lap === 8 ? { ...lap, pitIn: true } : lap.lap === 9 ? { ...lap, pitOut: true } : lap,
    );
    const rules = LE_MANS_2025.byClass.HYPERCAR ?? null;
    const session = { ended: false, remainingMs: 8 * HOUR };
    const [counted] = driveTimesOfCar(laps, rules, session, (inLap) => (inLap === 8 ? 10 * MINUTE : null));
    expect(counted).toMatchObject({ totalMs: 4 * HOUR, drivingMs: 3 * HOUR + 50 * MINUTE });
    expect(counted?.mostInWindow.ms).toBe(3 * HOUR + 50 * MINUTE);
    expect(counted?.checks[1]).toMatchObject({ rule: 'max-in-window', status: 'at-risk' });
    // Without the time in the pits known, the whole 4 h count: at the limit, not over it.
    const [unknown] = driveTimesOfCar(laps, rules, session);
    expect(unknown).toMatchObject({ drivingMs: 4 * HOUR, status: 'at-risk' });
  });

  /** Laps of `car`, each lap number of `stops` ending in the pits, the lap after it starting there. */
  const withStops = (laps: CarLap[], ...stops: number[]) =>
    laps.map((lap) => ({ ...lap, pitIn: stops.includes(lap.lap), pitOut: stops.includes(lap.lap - 1) }));

  it('falls on the out-lap first, and what is left of a stop longer than it on the end of the in-lap', () => {
    // Lap 2 (20 min) ends in the pits for 5 min; lap 4 (30 min) for 40 min, its out-lap lasting 15 min.
    const laps = withStops(
      car([1, 15 * MINUTE], [1, 20 * MINUTE], [1, 15 * MINUTE], [1, 30 * MINUTE], [2, 15 * MINUTE]),
      2,
      4,
    );
    const stops: Record<number, number> = { 2: 5 * MINUTE, 4: 40 * MINUTE };
    const inPits = timeInPitsByLap(laps, (inLap) => stops[inLap] ?? null);
    expect(laps.map((lap) => inPits.get(lap) ?? null)).toEqual([
      null,
      null,
      { atStartMs: 5 * MINUTE, atEndMs: 0 },
      { atStartMs: 0, atEndMs: 25 * MINUTE },
      { atStartMs: 15 * MINUTE, atEndMs: 0 },
    ]);
  });

  it('never takes more than the in- and out-laps lasted, nor more than a lap that is both', () => {
    // Lap 1 ends in the pits for 10 min; lap 2, its out-lap (15 min), ends in them for 40 min; lap 3 lasts 15 min.
    const laps = withStops(car([1, 15 * MINUTE], [1, 15 * MINUTE], [1, 15 * MINUTE]), 1, 2);
    const stops: Record<number, number> = { 1: 10 * MINUTE, 2: 40 * MINUTE };
    const inPits = timeInPitsByLap(laps, (inLap) => stops[inLap] ?? null);
    expect(laps.map((lap) => inPits.get(lap) ?? null)).toEqual([
      null,
      { atStartMs: 10 * MINUTE, atEndMs: 5 * MINUTE },
      { atStartMs: 15 * MINUTE, atEndMs: 0 },
    ]);
  });

  it("counts a stop longer than its out-lap whole, off the in-lap's driver too", () => {
    // Driver 1 drives 2 h then a 50-min in-lap, the car standing 45 min of it and 5 min of driver 2's out-lap.
    const laps = withStops(
      car(...repeat(8, [1, 15 * MINUTE]), [1, 50 * MINUTE], [2, 5 * MINUTE], ...repeat(8, [2, 15 * MINUTE])),
      9,
    );
    const [first, second] = driveTimesOfCar(laps, null, { ended: true, remainingMs: null }, (inLap) =>
      inLap === 9 ? 50 * MINUTE : null,
    );
    expect(first).toMatchObject({ totalMs: 2 * HOUR + 50 * MINUTE, drivingMs: 2 * HOUR + 5 * MINUTE });
    expect(first?.mostInWindow.ms).toBe(2 * HOUR + 5 * MINUTE);
    expect(second).toMatchObject({ totalMs: 2 * HOUR + 5 * MINUTE, drivingMs: 2 * HOUR });
    expect(second?.mostInWindow.ms).toBe(2 * HOUR);
  });
});
