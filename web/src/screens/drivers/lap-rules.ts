import type { Lap } from './driver-types.ts';

/** Lap table page size (spec part 2 §9). */
export const LAPS_PER_PAGE = 50;

/** The laps of page `page` (from 1) and the number of pages (at least 1). */
export function lapPage(laps: readonly Lap[], page: number): { laps: Lap[]; pages: number } {
  const pages = Math.max(1, Math.ceil(laps.length / LAPS_PER_PAGE));
  const current = Math.min(Math.max(1, page), pages);
  return { laps: laps.slice((current - 1) * LAPS_PER_PAGE, current * LAPS_PER_PAGE), pages };
}

/** Row highlight: best lap, then pit stop, then driver change (§2). */
export function lapRowClass(lap: Lap): string {
  if (lap.is_best_lap) return 'best-lap';
  if (lap.pitstop_flag) return 'pit-lap';
  if (lap.driver_change) return 'change-lap';
  return '';
}

/** The chart's series: lap numbers and lap times in seconds, untimed laps left out. */
export function lapChartData(laps: readonly Lap[]): [number[], number[]] {
  const timed = laps.filter((lap) => lap.lap_time != null && lap.lap_time > 0);
  return [timed.map((lap) => lap.lap_number), timed.map((lap) => (lap.lap_time as number) / 1000)];
}
