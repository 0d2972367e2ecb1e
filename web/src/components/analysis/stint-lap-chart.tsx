import type { ProgressLapRow } from '@lemans/contract';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { formatLapTimeHundredths } from '../../format/lap-details.ts';
import { t } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/use-language.tsx';
import { mountChart } from '../mount-chart.ts';
import { stintSeries } from './stint-series.ts';

const HEIGHT = 300;
/** The close-up: this much above and below the median clean lap. */
const CLOSE_UP_S = 3;

const lapTimeOf = (seconds: number | null) =>
  seconds == null ? '-' : formatLapTimeHundredths(seconds * 1000);

/**
 * A car's clean laps (no in-lap, out-lap or neutralised lap), coloured by stint: the pace of each stint
 * and its fall-off stand out at the scale of racing laps (a clean lap far slower than the rest sits off it).
 * The value axis zooms: drag over the chart (a double click comes back), or the close-up around the median.
 */
export function StintLapChart({ laps }: { laps: readonly ProgressLapRow[] }) {
  const holder = useRef<HTMLDivElement>(null);
  const [closeUp, setCloseUp] = useState(false);
  // The chart draws its axes' words itself: drawn again in a new language.
  const language = useLanguage();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language draws the chart again
  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    const { x, stints, medianS, rangeS } = stintSeries(laps);
    return mountChart(
      element,
      HEIGHT,
      {
        cursor: { drag: { x: true, y: true, uni: 20 } },
        scales: {
          x: { time: false },
          y:
            closeUp && medianS !== null
              ? { auto: false, range: [medianS - CLOSE_UP_S, medianS + CLOSE_UP_S] }
              : rangeS
                ? { auto: false, range: rangeS }
                : { auto: true },
        },
        axes: [
          { label: t('analysis.chart.lap') },
          { label: t('analysis.chart.time'), size: 70, values: (_u, ticks) => ticks.map(lapTimeOf) },
        ],
        series: [
          { label: t('analysis.chart.lap') },
          ...stints.map((stint) => ({
            label: t('analysis.chart.stint', { stint: stint.stint }),
            stroke: stint.color,
            width: 1.5,
            spanGaps: false,
            points: { size: 4, fill: stint.color },
            value: (_u: uPlot, seconds: number | null) => lapTimeOf(seconds),
          })),
        ],
        legend: { show: false },
      },
      [x, ...stints.map((stint) => stint.times)] as uPlot.AlignedData,
    );
  }, [laps, closeUp, language]);

  return (
    <figure className="analysis-chart">
      <figcaption>
        {t('analysis.chart.caption')}{' '}
        <button
          type="button"
          className="analysis-zoom"
          aria-pressed={closeUp}
          onClick={() => setCloseUp(!closeUp)}
        >
          {t(closeUp ? 'analysis.chart.clean_scale' : 'analysis.chart.close_up')}
        </button>
      </figcaption>
      <div
        ref={holder}
        className="analysis-chart-canvas"
        role="img"
        aria-label={t('analysis.chart.label')}
        data-close-up={closeUp}
      />
      <p className="muted analysis-chart-help">{t('analysis.chart.help')}</p>
    </figure>
  );
}
