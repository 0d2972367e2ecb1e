import type { Lap } from '../api/types.ts';

/** Lap table page size (spec part 2 §9). */
export const LAPS_PER_PAGE = 50;

/** The laps of page `page` (from 1, kept within the pages) and the number of pages (at least 1). */
export function lapPage(laps: readonly Lap[], page: number): { laps: Lap[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(laps.length / LAPS_PER_PAGE));
  const current = Math.min(Math.max(1, page), pages);
  return {
    laps: laps.slice((current - 1) * LAPS_PER_PAGE, current * LAPS_PER_PAGE),
    page: current,
    pages,
  };
}

export type LapHighlight = 'best' | 'pit' | 'driver-change' | null;

/** One highlight per row (spec part 2 §2): the best lap first, then a pit stop, then a driver change. */
export function lapHighlight(lap: Lap): LapHighlight {
  if (lap.is_best_lap) return 'best';
  if (lap.pitstop_flag) return 'pit';
  if (lap.driver_change) return 'driver-change';
  return null;
}
