import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Lap, LapDriver } from './team-types.ts';
import { formatTeamLapTime, lapChartData } from './teams-rules.ts';

const DRIVER_COLORS = ['#DC2626', '#2563EB', '#16A34A', '#D97706', '#7C3AED', '#0891B2'];

/**
 * Lap time against lap number, one line per driver, on a canvas (uPlot draws 400 laps in a few ms).
 * Pit and untimed laps are gaps in the lines rather than spikes.
 */
export function LapChart({ laps, drivers }: { laps: readonly Lap[]; drivers: readonly LapDriver[] }) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const { laps: x, series } = lapChartData(laps, drivers);
    const width = () => Math.max(280, element.clientWidth);
    const chart = new uPlot(
      {
        width: width(),
        height: 280,
        scales: { x: { time: false } },
        axes: [
          { label: 'Tour' },
          { label: 'Temps', size: 70, values: (_u, ticks) => ticks.map((s) => formatTeamLapTime(s * 1000)) },
        ],
        series: [
          { label: 'Tour' },
          ...series.map((line, index) => ({
            label: `${line.driver.firstname} ${line.driver.lastname}`,
            stroke: DRIVER_COLORS[index % DRIVER_COLORS.length],
            width: 1.5,
            spanGaps: false,
            points: { size: 4 },
            value: (_u: uPlot, v: number | null) => (v == null ? '-' : formatTeamLapTime(v * 1000)),
          })),
        ],
      },
      [x, ...series.map((line) => line.times)] as uPlot.AlignedData,
      element,
    );
    // The canvas follows the column's width (phone rotation, window resize).
    const observer = new ResizeObserver(() => chart.setSize({ width: width(), height: 280 }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [laps, drivers]);

  return <div ref={holder} className="team-lap-chart" aria-label="Temps au tour par pilote" role="img" />;
}
