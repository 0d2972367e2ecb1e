import { useMemo, useState } from 'react';
import type { SessionTrends } from '../../api/types.ts';
import { useFetched } from '../../api/use-fetched.ts';
import { CategoryChips } from '../../components/category-chips.tsx';
import { formatReportGap } from '../../format/report-gap.ts';
import { t } from '../../i18n/i18n.ts';
import { gapScale, onScale } from './gap-scale.ts';
import { TrendChart } from './trend-chart.tsx';
import { TrendLegend } from './trend-legend.tsx';
import { type ClassFilter, carColors, carsOfClass, type TrendLine, trendLines } from './trend-rules.ts';

/** Whole positions on the axis. */
const POSITION_STEPS = [1, 2, 5, 10, 20];
const positionText = (position: number) => `P${position}`;
const minutesText = (minutes: number) => `${minutes} min`;
const gapText = (minutes: number) => formatReportGap(Math.round(minutes * 60_000));
/** However tight the others, a car within five minutes of the leader (two laps at most) stays on the scale. */
const GAP_FLOOR_MINUTES = 5;

/**
 * How the session unfolded, beyond the spec's tables: each car's overall position and its gap to the
 * leader lap by lap, one class at a time (62 lines at once are hard to follow), Hypercar first. The charts
 * are extra: a failed load leaves them out silently, as the report's other loads (spec part 2 §8).
 */
export function TrendsSection({ sessionId }: { sessionId: string }) {
  const [trends] = useFetched<SessionTrends>(`/sessions/${encodeURIComponent(sessionId)}/report/trends`);
  const [filter, setFilter] = useState<ClassFilter>('Hypercar');
  const data = trends.state === 'loaded' ? trends.data : null;
  const colors = useMemo(() => carColors(data?.cars ?? []), [data]);
  const cars = useMemo(() => carsOfClass(data?.cars ?? [], filter), [data, filter]);
  const lines = useMemo(() => trendLines(cars, colors), [cars, colors]);
  const gaps = useMemo(() => gapsOnScale(lines.gaps), [lines]);

  if (trends.state === 'error' || data?.lap_count === 0) return null;
  return (
    <section className="card report-trends" aria-labelledby="report-trends-title" aria-busy={!data}>
      <h2 id="report-trends-title">{t('report.trends.title')}</h2>
      <CategoryChips value={filter} onSelect={setFilter} withAll />
      {data ? (
        <>
          <div className="report-charts">
            <TrendChart
              label={t('report.trends.positions')}
              axis="Position"
              lapCount={data.lap_count}
              lines={lines.positions}
              inverted
              steps={POSITION_STEPS}
              tick={positionText}
              format={positionText}
            />
            <TrendChart
              label={t('report.trends.gaps')}
              axis={t('report.trends.gap_axis')}
              lapCount={data.lap_count}
              lines={gaps.lines}
              tick={minutesText}
              format={gapText}
              max={gaps.max}
              note={gaps.note}
            />
          </div>
          <TrendLegend lines={lines.positions} />
        </>
      ) : (
        <p className="muted" role="status">
          {t('report.trends.loading')}
        </p>
      )}
    </section>
  );
}

/**
 * The gap chart's lines on a scale kept for the field (gapScale): a car far behind is drawn along the top,
 * and named below the chart.
 */
function gapsOnScale(lines: readonly TrendLine[]): {
  lines: readonly TrendLine[];
  max?: number;
  note?: string;
} {
  const { max, beyond } = gapScale(lines, GAP_FLOOR_MINUTES);
  if (max === null || beyond.length === 0) return { lines };
  return {
    lines: onScale(lines, max, gapText),
    max,
    note: t('report.trends.beyond_scale', {
      limit: minutesText(Math.ceil(max)),
      cars: beyond.map((number) => `#${number}`).join(', '),
    }),
  };
}
