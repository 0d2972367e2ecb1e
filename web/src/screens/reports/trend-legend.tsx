import { t } from '../../i18n/i18n.ts';
import type { TrendLine } from './trend-rules.ts';

/** Which colour is which car, by race number; the team name comes on hover and to screen readers. */
export function TrendLegend({ lines }: { lines: readonly TrendLine[] }) {
  return (
    <ul className="report-legend" aria-label={t('report.legend')}>
      {lines.map((line) => (
        <li key={line.number} title={line.team}>
          <span className="report-legend-swatch" style={{ background: line.color }} aria-hidden="true" />
          <span className="visually-hidden">{t('report.legend_car', { team: line.team })} </span>#
          {line.number}
        </li>
      ))}
    </ul>
  );
}
