import type { ProgressLapRow } from '@lemans/race/contract';
import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import { formatLapTimeHundredths } from '../../format/lap-details.ts';
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
        axes: [{ label: 'Tour' }, { label: 'Temps', size: 70, values: (_u, ticks) => ticks.map(lapTimeOf) }],
        series: [
          { label: 'Tour' },
          ...stints.map((stint) => ({
            label: `Relais ${stint.stint}`,
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
  }, [laps, closeUp]);

  return (
    <figure className="analysis-chart">
      <figcaption>
        Temps des tours propres, par relais{' '}
        <button
          type="button"
          className="analysis-zoom"
          aria-pressed={closeUp}
          onClick={() => setCloseUp(!closeUp)}
        >
          {closeUp ? 'Échelle des tours propres' : 'Gros plan (±3 s autour du tour médian)'}
        </button>
      </figcaption>
      <div
        ref={holder}
        className="analysis-chart-canvas"
        role="img"
        aria-label="Temps au tour des tours propres, une couleur par relais"
        data-close-up={closeUp}
      />
      <p className="muted analysis-chart-help">
        Glissez sur le graphique pour zoomer, double-cliquez pour revenir.
      </p>
    </figure>
  );
}
