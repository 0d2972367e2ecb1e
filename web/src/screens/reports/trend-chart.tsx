import { useEffect, useMemo, useRef } from 'react';
import type uPlot from 'uplot';
import { mountChart } from '../../components/mount-chart.ts';
import { t } from '../../i18n/i18n.ts';
import { nearestLine, type TrendLine } from './trend-rules.ts';

const HEIGHT = 300;

function positionTicks(max: number, step: number): number[] {
  const ticks = [1];
  for (let value = step; value <= max; value += step) if (value > 1) ticks.push(value);
  return ticks;
}

/**
 * One value per car and lap on a canvas: uPlot draws 62 cars × 387 laps in a few milliseconds. A car's
 * missing laps are holes in its line. Hovering names the car nearest the pointer and its value at that lap,
 * written straight into the caption so that moving the pointer never re-renders the page.
 */
export function TrendChart({
  label,
  axis,
  lapCount,
  lines,
  inverted = false,
  steps,
  tick,
  format,
  max,
  note,
}: {
  label: string;
  axis: string;
  lapCount: number;
  lines: readonly TrendLine[];
  /** Lower is better (positions): the best value at the top, from 1 (half a place of margin). */
  inverted?: boolean;
  /** The tick spacings allowed on the value axis (whole positions); uPlot's own when absent. */
  steps?: number[];
  tick: (value: number) => string;
  /** A value as the hover caption gives it. */
  format: (value: number) => string;
  /** The top of the value axis, when it is not the largest value (see gapScale): the lines drawn up to it. */
  max?: number;
  /** What the reader must know of the chart, below it (which cars are beyond its scale). */
  note?: string;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const caption = useRef<HTMLParagraphElement>(null);
  const laps = useMemo(() => Array.from({ length: lapCount }, (_, index) => index + 1), [lapCount]);

  useEffect(() => {
    const element = holder.current;
    const hover = caption.current;
    if (!element || !hover) return;
    const describe = (chart: uPlot) => {
      const index = chart.cursor.idx;
      const top = chart.cursor.top ?? -1;
      const found =
        index == null || top < 0
          ? null
          : nearestLine(lines, index, (value) => Math.abs(chart.valToPos(value, 'y') - top));
      const line = found === null ? undefined : lines[found];
      const value = index == null ? null : line?.values[index];
      hover.textContent =
        line && value != null && index != null
          ? `#${line.number} ${line.team} · tour ${index + 1} · ${line.notes?.[index] ?? format(value)}`
          : '';
    };
    return mountChart(
      element,
      HEIGHT,
      {
        legend: { show: false },
        cursor: { focus: { prox: 24 }, points: { show: false } },
        focus: { alpha: 0.25 },
        scales: {
          x: { time: false },
          y: inverted
            ? { dir: -1, range: (_chart, _min, top) => [0.5, Math.max(2, top) + 0.5] }
            : // A little room above the top, so that a line drawn along it stays in sight.
              max === undefined
              ? {}
              : { range: (_chart, min) => [Math.min(0, min), max * 1.04] },
        },
        axes: [
          { label: t('analysis.chart.lap') },
          {
            label: axis,
            size: 56,
            incrs: steps,
            // Ranked from 1: the first place gets its tick beside the round ones.
            splits: inverted ? (_chart, _axis, _min, max, step) => positionTicks(max, step) : undefined,
            values: (_chart, ticks) => ticks.map(tick),
          },
        ],
        series: [
          { label: t('analysis.chart.lap') },
          ...lines.map((line) => ({
            label: `#${line.number}`,
            stroke: line.color,
            width: 1.25,
            spanGaps: false,
            points: { show: false },
          })),
        ],
        hooks: { setCursor: [describe] },
      },
      [laps, ...lines.map((line) => line.values)] as uPlot.AlignedData,
    );
  }, [laps, lines, inverted, steps, axis, tick, format, max]);

  return (
    <figure className="report-chart">
      <figcaption>{label}</figcaption>
      <div
        ref={holder}
        className="report-chart-canvas"
        role="img"
        aria-label={label}
        data-series={lines.length}
      />
      <p ref={caption} className="report-chart-hover" aria-hidden="true" />
      {note && <p className="report-chart-note">{note}</p>}
    </figure>
  );
}
