import type { ProgressResponse } from '@lemans/contract';
import { useMemo, useState } from 'react';
import { useFetched } from '../../api/use-fetched.ts';
import { formatGapOrLaps } from '../../components/analysis/analysis-format.ts';
import { CategoryChips } from '../../components/category-chips.tsx';
import type { CategoryGroup } from '../../format/categories.ts';
import { t } from '../../i18n/i18n.ts';
import {
  type ComparableCar,
  classLines,
  MAX_COMPARED,
  MIN_COMPARED,
  toggledChoice,
} from './class-comparison-rules.ts';
import { TrendChart } from './trend-chart.tsx';
import { TrendLegend } from './trend-legend.tsx';

/** Distinct at a glance, in the order cars are chosen. */
const COLORS = ['#C81E1A', '#2563EB', '#15803D', '#D97706', '#7C3AED'];
const POSITION_STEPS = [1, 2, 5, 10];
const positionText = (position: number) => `P${position}`;
const secondsText = (seconds: number) => `${Math.round(seconds)} s`;
const gapText = (seconds: number) => formatGapOrLaps(Math.round(seconds * 1000), 0);

/**
 * Two to five cars of a class side by side, lap by lap: their class position, their gap to the class leader
 * and their interval to the car just ahead in the class, with tenths, a car laps down said in laps.
 */
export function ClassComparison({ sessionId, cars }: { sessionId: string; cars: readonly ComparableCar[] }) {
  const [group, setGroup] = useState<CategoryGroup>('Hypercar');
  const inGroup = useMemo(() => cars.filter((car) => car.group === group), [cars, group]);
  const [chosen, setChosen] = useState<number[] | null>(null);
  const shown = chosen ?? inGroup.slice(0, 3).map((car) => car.entryId);
  const path =
    shown.length >= MIN_COMPARED
      ? `/sessions/${encodeURIComponent(sessionId)}/progress?entries=${shown.join(',')}`
      : null;

  return (
    <section className="report-analysis-part" aria-labelledby="class-comparison-title">
      <h3 id="class-comparison-title">{t('report.compare.title')}</h3>
      <CategoryChips
        value={group}
        onSelect={(item) => {
          setGroup(item);
          setChosen(null);
        }}
      />
      <fieldset className="analysis-picker">
        <legend>{t('report.compare.cars', { min: MIN_COMPARED, max: MAX_COMPARED })}</legend>
        {inGroup.map((car) => (
          <button
            key={car.entryId}
            type="button"
            aria-pressed={shown.includes(car.entryId)}
            title={car.team}
            onClick={() => setChosen(toggledChoice(shown, car.entryId))}
          >
            #{car.number}
            <span className="visually-hidden"> {car.team}</span>
          </button>
        ))}
      </fieldset>
      {path ? <ComparisonCharts path={path} /> : <p className="muted">{t('report.compare.too_few')}</p>}
    </section>
  );
}

function ComparisonCharts({ path }: { path: string }) {
  const [progress] = useFetched<ProgressResponse>(path);
  const lines = useMemo(
    () => (progress.state === 'loaded' ? classLines(progress.data.cars, COLORS) : null),
    [progress],
  );
  if (progress.state === 'error') return <p className="analysis-error">{t('report.compare.error')}</p>;
  if (!lines) {
    return (
      <p className="muted" role="status">
        {t('report.compare.loading')}
      </p>
    );
  }
  return (
    <>
      <div className="report-charts">
        <TrendChart
          label={t('report.compare.positions')}
          axis="Position"
          lapCount={lines.lapCount}
          lines={lines.positions}
          inverted
          steps={POSITION_STEPS}
          tick={positionText}
          format={positionText}
        />
        <TrendChart
          label={t('report.compare.gaps')}
          axis={t('report.compare.gap_axis')}
          lapCount={lines.lapCount}
          lines={lines.gaps}
          tick={secondsText}
          format={gapText}
        />
        <TrendChart
          label={t('report.compare.intervals')}
          axis={t('report.compare.interval_axis')}
          lapCount={lines.lapCount}
          lines={lines.intervals}
          tick={secondsText}
          format={gapText}
        />
      </div>
      <TrendLegend lines={lines.positions} />
    </>
  );
}
