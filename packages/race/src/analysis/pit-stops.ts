import { type CarLap, isCleanLap } from './car-lap.ts';
import { median } from './lap-statistics.ts';

/** A pit stop of a car: its in-lap, the out-lap after it and what the stop cost. */
export interface PitStop {
  number: string;
  stop: number;
  /** The in-lap: the lap that ended in the pit lane. */
  lap: number;
  /** Race time of the in-lap's crossing, in the pit lane. */
  raceTimeMs: number;
  inLapMs: number | null;
  /** Null when the car never came out (its last lap was the in-lap). */
  outLapMs: number | null;
  /** The car's pace around the stop (see `referenceLapMs`). */
  referenceLapMs: number | null;
  /** In-lap plus out-lap minus twice the reference lap: what the stop cost against racing on. */
  timeLostMs: number | null;
  /** How long the timing showed the car in the pits (Al Kamel's PIT_TIME), when it did. */
  pitTimeMs: number | null;
  driverChange: boolean;
  driverInId: number | null;
  driverOutId: number | null;
  /** Position at the crossing before the in-lap's, and at the out-lap's. */
  positionBefore: number | null;
  positionAfter: number | null;
}

/** The clean laps on each side of a stop that make its reference. */
export const REFERENCE_WINDOW_LAPS = 10;

/**
 * The reference lap of a stop: the median of the car's clean laps among the ten before its in-lap and the
 * ten after its out-lap (same tyres' age, same fuel, same night or day), or, when those hold none, of all
 * the car's clean laps.
 */
export function referenceLapMs(laps: readonly CarLap[], inLapIndex: number): number | null {
  const near = laps
    .slice(Math.max(0, inLapIndex - REFERENCE_WINDOW_LAPS), inLapIndex + 2 + REFERENCE_WINDOW_LAPS)
    .filter(isCleanLap);
  const pool = near.length > 0 ? near : laps.filter(isCleanLap);
  const value = median(pool.map((lap) => lap.timeMs));
  return value === null ? null : Math.round(value);
}

/**
 * The stops of one car, from its laps in order; `pitTimeMs` gives the time in the pits the timing showed for
 * the stop made at the end of a lap, when it did; `positionOf` the car's position at a lap's crossing.
 */
export function pitStopsOfCar(
  laps: readonly CarLap[],
  pitTimeMs: (lap: number) => number | null,
  positionOf: (lap: CarLap) => number | null,
): PitStop[] {
  const stops: PitStop[] = [];
  laps.forEach((inLap, index) => {
    if (!inLap.pitIn) return;
    const before = laps[index - 1];
    const outLap = laps[index + 1];
    const referenceMs = referenceLapMs(laps, index);
    const lostMs =
      inLap.timeMs !== null && outLap?.timeMs != null && referenceMs !== null
        ? inLap.timeMs + outLap.timeMs - 2 * referenceMs
        : null;
    stops.push({
      number: inLap.number,
      stop: stops.length + 1,
      lap: inLap.lap,
      raceTimeMs: inLap.crossedAtMs,
      inLapMs: inLap.timeMs,
      outLapMs: outLap?.timeMs ?? null,
      referenceLapMs: referenceMs,
      timeLostMs: lostMs,
      pitTimeMs: pitTimeMs(inLap.lap),
      driverChange: outLap !== undefined && outLap.driverId !== inLap.driverId,
      driverInId: inLap.driverId,
      driverOutId: outLap?.driverId ?? null,
      positionBefore: before ? positionOf(before) : null,
      positionAfter: outLap ? positionOf(outLap) : null,
    });
  });
  return stops;
}
