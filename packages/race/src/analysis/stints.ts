import { type CarLap, isCleanLap, lapStartMs } from './car-lap.ts';
import { mean, median, slope } from './lap-statistics.ts';

/**
 * A stint: the laps a car runs between two pit stops, from its out-lap (or the start) to its in-lap (or its
 * last lap). A driver change happens only in the pits, so a stint has one driver.
 */
export interface Stint {
  number: string;
  stint: number;
  driverId: number | null;
  firstLap: number;
  lastLap: number;
  laps: number;
  /** Race time at which the stint began: the crossing that ended the lap before it (0 for the start). */
  startMs: number;
  endMs: number;
  durationMs: number;
  cleanLaps: number;
  bestMs: number | null;
  averageMs: number | null;
  medianMs: number | null;
  /** How much slower each clean lap got than the one before, by least squares (seconds per lap). */
  degradationSPerLap: number | null;
}

/** Fewer clean laps than this say nothing of a trend. */
const DEGRADATION_MIN_LAPS = 3;

/** The stints of one car, from its laps in order. */
export function stintsOfCar(laps: readonly CarLap[]): Stint[] {
  const stints: Stint[] = [];
  let current: CarLap[] = [];
  const close = () => {
    if (current.length > 0) stints.push(stintOf(current, stints.length + 1, stints.at(-1)?.endMs));
    current = [];
  };
  for (const lap of laps) {
    current.push(lap);
    if (lap.pitIn) close();
  }
  close();
  return stints;
}

function stintOf(laps: CarLap[], stint: number, previousEndMs: number | undefined): Stint {
  const first = laps[0] as CarLap;
  const last = laps.at(-1) as CarLap;
  const startMs = previousEndMs ?? Math.max(0, lapStartMs(first) ?? first.crossedAtMs);
  const clean = laps.filter(isCleanLap);
  const times = clean.map((lap) => lap.timeMs);
  const trend =
    clean.length >= DEGRADATION_MIN_LAPS ? slope(clean.map((lap) => ({ x: lap.lap, y: lap.timeMs }))) : null;
  return {
    number: first.number,
    stint,
    driverId: driverOf(laps),
    firstLap: first.lap,
    lastLap: last.lap,
    laps: laps.length,
    startMs,
    endMs: last.crossedAtMs,
    durationMs: last.crossedAtMs - startMs,
    cleanLaps: clean.length,
    bestMs: times.length > 0 ? Math.min(...times) : null,
    averageMs: times.length > 0 ? Math.round(mean(times)) : null,
    medianMs: times.length > 0 ? Math.round(median(times) as number) : null,
    degradationSPerLap: trend === null ? null : Math.round(trend) / 1000,
  };
}

/**
 * The stint's driver: the one who drove most of its laps. Drivers change in the pits, so every stint of the
 * 2025 files has a single one; the majority keeps a stray crossing named otherwise from deciding.
 */
function driverOf(laps: CarLap[]): number | null {
  const counts = new Map<number | null, number>();
  for (const lap of laps) counts.set(lap.driverId, (counts.get(lap.driverId) ?? 0) + 1);
  let best: number | null = null;
  let bestCount = 0;
  for (const [driver, count] of counts) {
    if (count > bestCount) {
      best = driver;
      bestCount = count;
    }
  }
  return best;
}
