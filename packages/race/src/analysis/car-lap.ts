/**
 * One lap of one car as the analysis reads it: the projections' laps of a session (`laps` table), with
 * whether the race was neutralised while the car drove it (from the session's race-state events).
 * Race times are milliseconds since the start.
 */
export interface CarLap {
  /** The car's number, a string ('007' keeps its zeros). */
  number: string;
  lap: number;
  /** Null for a lap completed between two documents of the feed (no time given). */
  timeMs: number | null;
  /** Race time at which the car crossed the line at the end of this lap. */
  crossedAtMs: number;
  driverId: number | null;
  /** The lap ended in the pit lane (in-lap). */
  pitIn: boolean;
  /** The lap started in the pit lane (out-lap). */
  pitOut: boolean;
  /** A full course yellow, a safety car or a red flag was out during some of the lap. */
  neutralised: boolean;
}

/**
 * A lap that says how fast a car was going: timed, neither an in-lap nor an out-lap, and run entirely under
 * green. Stint statistics, reference laps and lap charts use these alone.
 */
export function isCleanLap(lap: CarLap): lap is CarLap & { timeMs: number } {
  return lap.timeMs !== null && lap.timeMs > 0 && !lap.pitIn && !lap.pitOut && !lap.neutralised;
}

/** When the lap started: the previous crossing, derived from the lap's own time (null when it has none). */
export function lapStartMs(lap: CarLap): number | null {
  return lap.timeMs === null ? null : lap.crossedAtMs - lap.timeMs;
}

/** Laps of a session grouped by car, each car's in lap order. */
export function lapsByCar(laps: readonly CarLap[]): Map<string, CarLap[]> {
  const cars = new Map<string, CarLap[]>();
  for (const lap of laps) {
    const list = cars.get(lap.number);
    if (list) list.push(lap);
    else cars.set(lap.number, [lap]);
  }
  for (const list of cars.values()) list.sort((a, b) => a.lap - b.lap);
  return cars;
}
