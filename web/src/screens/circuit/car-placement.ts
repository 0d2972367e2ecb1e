import { expectedSectorsOf, lapProgress, type SectorStarts, sectorInProgress } from '@lemans/circuits';
import type { LiveRow } from '@lemans/contract';

export type Placement =
  | { where: 'track'; share: number }
  | { where: 'pit' }
  /** Stopped, retired or excluded: greyed where the timing last saw it. */
  | { where: 'parked'; share: number };

const PARKED = new Set(['Stopped', 'Retired', 'Disqualified']);

/** Stopped, retired or excluded: the map greys the car and parks it. */
export const isParked = (carState: string) => PARKED.has(carState);

/**
 * Where a car of the live frame is drawn at race time `nowMs`: in the pit lane while the timing shows it
 * there, parked at its last timing line once stopped, else at the share of the lap `lapProgress` estimates.
 * A car the timing has not seen cross the line yet waits on it.
 */
export function placementOf(
  row: Pick<
    LiveRow,
    'car_state' | 'last_crossing_time' | 'current_sectors' | 'last_lap_sectors' | 'best_sectors'
  >,
  starts: SectorStarts,
  typicalSectorsMs: readonly [number, number, number],
  nowMs: number,
  neutralised: boolean,
): Placement {
  if (row.car_state === 'InPit') return { where: 'pit' };
  const clock = {
    lastCrossingMs: row.last_crossing_time,
    currentSectors: row.current_sectors,
    expectedSectorsMs: expectedSectorsOf(row.last_lap_sectors, row.best_sectors, typicalSectorsMs),
    neutralised,
  };
  if (isParked(row.car_state)) {
    const current = sectorInProgress(clock);
    return { where: 'parked', share: current ? starts[current.sector] : 0 };
  }
  return { where: 'track', share: lapProgress(clock, starts, nowMs) ?? 0 };
}
