import type { Lap, LapDriver } from '../api/types.ts';

export interface LapSeries {
  driver: LapDriver;
  /** Lap time in seconds, or null for a lap that is not that driver's, untimed, or a pit lap. */
  times: (number | null)[];
}

/**
 * The lap chart's data: lap numbers on x, one series per driver. Untimed and pit laps are left out (null) so
 * that a slow in-lap does not flatten the scale; the chart draws a gap there.
 */
export function lapChartData(
  laps: readonly Lap[],
  drivers: readonly LapDriver[],
): { laps: number[]; series: LapSeries[] } {
  const timed = (lap: Lap) => lap.lap_time != null && lap.lap_time > 0 && !lap.pitstop_flag;
  return {
    laps: laps.map((lap) => lap.lap_number),
    series: drivers.map((driver) => ({
      driver,
      times: laps.map((lap) =>
        lap.driver_id === driver.id && timed(lap) ? (lap.lap_time as number) / 1000 : null,
      ),
    })),
  };
}
