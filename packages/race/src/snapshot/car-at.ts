import type { OrganiserCarState } from './organiser-snapshot.ts';
import { pitExitMs } from './pit-exit.ts';
import type { CarIndex } from './recording-index.ts';
import { upperBound } from './upper-bound.ts';

/** One car at one race time, before the field is ranked. */
export interface CarMoment {
  index: CarIndex;
  /** Line crossings completed (index of the next lap in the columns). */
  crossings: number;
  laps: number;
  /** Race time of the last crossing; +∞ before the first, so that cars on no lap sort last. */
  lastCrossingMs: number;
  state: OrganiserCarState;
  /** Sector the car is in (1-3), 0 once it is out or finished. */
  sector: number;
  /** Times of the sectors completed in the lap in progress. */
  currentSectors: [number | null, number | null, number | null];
  /** Best sector times including the lap in progress, NaN when none. */
  bestSectors: [number, number, number];
  /** Driver number (within the crew) at the wheel. */
  driverNumber: number;
}

export function carAt(index: CarIndex, raceTimeMs: number): CarMoment {
  const { laps } = index.car;
  const crossings = upperBound(laps.elapsedMs, raceTimeMs);
  const last = crossings - 1;
  const lastCrossingMs = last >= 0 ? (laps.elapsedMs[last] as number) : Number.POSITIVE_INFINITY;
  const hasNextLap = crossings < laps.lap.length;
  const state = stateAt(index, raceTimeMs, crossings);
  const driverNumber = (hasNextLap ? laps.driver[crossings] : laps.driver[last]) ?? 1;

  const bestSectors: CarMoment['bestSectors'] = [0, 1, 2].map((s) =>
    last >= 0 ? (index.bestSector[s as 0 | 1 | 2][last] as number) : Number.NaN,
  ) as CarMoment['bestSectors'];
  const currentSectors: CarMoment['currentSectors'] = [null, null, null];
  let sector = 0;
  if (hasNextLap && (state === 'Running' || state === 'InPit')) {
    const lapStart = last >= 0 ? lastCrossingMs : 0;
    const lapTime = laps.timeMs[crossings] ?? (laps.elapsedMs[crossings] as number) - lapStart;
    const s1 = laps.s1Ms[crossings] ?? null;
    const s2 = laps.s2Ms[crossings] ?? null;
    // A sector the timing did not measure still took time: place its end pro rata of a typical lap.
    const s1End = lapStart + (s1 ?? lapTime * 0.16);
    const s2End = s1End + (s2 ?? lapTime * 0.38);
    sector = raceTimeMs < s1End ? 1 : raceTimeMs < s2End ? 2 : 3;
    if (sector >= 2) currentSectors[0] = s1;
    if (sector === 3) currentSectors[1] = s2;
    currentSectors.forEach((time, s) => {
      if (time != null && !(time >= bestSectors[s as 0 | 1 | 2])) bestSectors[s as 0 | 1 | 2] = time;
    });
  }

  return {
    index,
    crossings,
    laps: last >= 0 ? (laps.lap[last] as number) : 0,
    lastCrossingMs,
    state,
    sector,
    currentSectors,
    bestSectors,
    driverNumber,
  };
}

function stateAt(index: CarIndex, raceTimeMs: number, crossings: number): OrganiserCarState {
  const { laps, result } = index.car;
  if (index.finishedAtMs != null && raceTimeMs >= index.finishedAtMs) return 'Finished';
  if (index.outAtMs != null && raceTimeMs >= index.outAtMs)
    return result?.status === 'DNF' ? 'Retired' : 'Stopped';
  const last = crossings - 1;
  if (last >= 0 && laps.pitIn[last] === 1 && raceTimeMs < pitExitMs(laps, last)) return 'InPit';
  return 'Running';
}
