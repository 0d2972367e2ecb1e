import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import type { Lap, LapDriver } from '../api/types.ts';
import { formatLapTimeHundredths } from '../format/lap-details.ts';
import { t } from '../i18n/i18n.ts';
import { lapChartData } from './lap-chart-data.ts';
import { mountChart } from './mount-chart.ts';
import './lap-chart.css';

const DRIVER_COLORS = ['#DC2626', '#2563EB', '#16A34A', '#D97706', '#7C3AED', '#0891B2'];
const HEIGHT = 300;

const lapTimeOf = (seconds: number | null) =>
  seconds == null ? '-' : formatLapTimeHundredths(seconds * 1000);

/**
 * Lap time against lap number, one line per driver, on a canvas (uPlot draws 400 laps in a few ms) as wide
 * as its box. Pit and untimed laps are gaps in the lines rather than spikes.
 */
export function LapChart({ laps, drivers }: { laps: readonly Lap[]; drivers: readonly LapDriver[] }) {
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const { laps: x, series } = lapChartData(laps, drivers);
    return mountChart(
      element,
      HEIGHT,
      {
        scales: { x: { time: false } },
        axes: [
          { label: t('analysis.chart.lap') },
          { label: t('analysis.chart.time'), size: 70, values: (_u, ticks) => ticks.map(lapTimeOf) },
        ],
        series: [
          { label: t('analysis.chart.lap') },
          ...series.map((line, index) => ({
            label: `${line.driver.firstname} ${line.driver.lastname}`,
            stroke: DRIVER_COLORS[index % DRIVER_COLORS.length],
            width: 1.5,
            spanGaps: false,
            points: { size: 4 },
            value: (_u: uPlot, seconds: number | null) => lapTimeOf(seconds),
          })),
        ],
      },
      [x, ...series.map((line) => line.times)] as uPlot.AlignedData,
    );
  }, [laps, drivers]);

  return <div ref={holder} className="lap-chart" aria-label={t('laps.chart_label')} role="img" />;
}
