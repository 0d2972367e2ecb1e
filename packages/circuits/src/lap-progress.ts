import type { SectorTimes } from '@lemans/contract';

/**
 * Where a car is on the lap, estimated from the timing alone (the feed carries no coordinates): the last
 * timing line it crossed (the finish line or a sector line), when, and how long it takes to reach the next
 * one. Pure; browser-safe (`@lemans/circuits`).
 */

/** Where each sector starts, as a share of the lap's length: [0, start of S2, start of S3]. */
export type SectorStarts = readonly [0, number, number];

/** A lap driven under a full course yellow or behind the safety car takes about this much longer. */
export const NEUTRALISED_SLOWDOWN = 1.6;

export interface CarClock {
  /** Race time (ms) of the car's last crossing of the finish line; null before the first one seen. */
  lastCrossingMs: number | null;
  /** Sector times of the lap in progress, null for a sector not completed. */
  currentSectors: SectorTimes;
  /** How long the car is expected to take over each sector (`expectedSectorsOf`). */
  expectedSectorsMs: readonly [number, number, number];
  neutralised: boolean;
}

/** The sector a car is in (0, 1 or 2) and the race time it entered it: its last timing line. */
export function sectorInProgress(clock: Pick<CarClock, 'lastCrossingMs' | 'currentSectors'>): {
  sector: 0 | 1 | 2;
  enteredAtMs: number;
} | null {
  if (clock.lastCrossingMs === null) return null;
  let enteredAtMs = clock.lastCrossingMs;
  let sector: 0 | 1 | 2 = 0;
  for (const index of [0, 1] as const) {
    const time = clock.currentSectors[index];
    if (time === null || !(time > 0)) break;
    enteredAtMs += time;
    sector = (index + 1) as 1 | 2;
  }
  return { sector, enteredAtMs };
}

/**
 * The share of the lap (0 to 1) the car has covered at race time `nowMs`: from the start of the sector it
 * is in, at the pace expected for that sector (slower under neutralisation), and never past the sector's
 * end: a car later than expected waits at the next timing line until the timing says it crossed, so that
 * the estimate is exact at each crossing and never goes backwards within a lap. Null before the car's first
 * crossing.
 */
export function lapProgress(clock: CarClock, starts: SectorStarts, nowMs: number): number | null {
  const current = sectorInProgress(clock);
  if (!current) return null;
  const from = starts[current.sector];
  const to = current.sector === 2 ? 1 : starts[(current.sector + 1) as 1 | 2];
  const expected = clock.expectedSectorsMs[current.sector] * (clock.neutralised ? NEUTRALISED_SLOWDOWN : 1);
  const share = expected > 0 ? (nowMs - current.enteredAtMs) / expected : 0;
  return from + (to - from) * Math.min(1, Math.max(0, share));
}

/** A sector time this much slower than the car's best says nothing of its pace (a slow zone, a stop). */
const SLOW_SECTOR = 1.2;

/**
 * How long a car should take over each sector: its last lap's sector time when that was a racing one, else
 * its best, else the share of a typical lap the sector takes on this circuit (`typicalMs`).
 */
export function expectedSectorsOf(
  lastLap: SectorTimes,
  best: SectorTimes,
  typicalMs: readonly [number, number, number],
): [number, number, number] {
  const one = (index: 0 | 1 | 2) => {
    const last = lastLap[index];
    const fastest = best[index];
    if (last !== null && last > 0 && (fastest === null || last <= fastest * SLOW_SECTOR)) return last;
    if (fastest !== null && fastest > 0) return fastest;
    return typicalMs[index];
  };
  return [one(0), one(1), one(2)];
}
