import type { TrendLine } from './trend-rules.ts';

/** Which colour is which car, by race number; the team name comes on hover and to screen readers. */
export function TrendLegend({ lines }: { lines: readonly TrendLine[] }) {
  return (
    <ul className="report-legend" aria-label="Légende des voitures">
      {lines.map((line) => (
        <li key={line.number} title={line.team}>
          <span className="report-legend-swatch" style={{ background: line.color }} aria-hidden="true" />
          <span className="visually-hidden">{line.team}, voiture </span>#{line.number}
        </li>
      ))}
    </ul>
  );
}
