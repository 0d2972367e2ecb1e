import type { LiveRow } from '@lemans/contract';
import { formatLapsBehind, parseLapsBehind } from '@lemans/contract/timing';
import { runningOrderOf } from './running-order.ts';

type GapField = 'gap' | 'interval' | 'class_gap' | 'class_interval';

/**
 * The gaps of a frame under one rule: laps down where the line or the lap counts prove them, else the time
 * taken at the line.
 *
 * A gap is taken when the car crosses the line (`gap-at-line.ts`) and stands until its next crossing, or
 * is the organiser's where the crossings it needs came before the session was joined. Between crossings
 * that leaves a car in the garage or on a slow lap with a gap the cars ahead have outgrown, and two rules
 * side by side after a late join: « +1 tour », « +3:26.1 », « +1 tour ». Two facts settle it:
 * - once the car measured against has completed two laps more, the car is at least
 *   `ahead.lap_count - lap_count - 1` laps down whatever its next crossing brings;
 * - of two cars on the same lap, the one ranked behind crossed the line after the other: it is at least as
 *   many laps down from the leader (overall and in its class).
 */
export function withLapsDownSinceLine(rows: readonly LiveRow[]): LiveRow[] {
  const order = runningOrderOf(rows);
  const lapsDown = new Map<LiveRow, Partial<Record<GapField, number>>>();
  const proven = (row: LiveRow, field: GapField, ahead: LiveRow | undefined, sameLapAhead?: LiveRow) => {
    if (!ahead || ahead === row || row[field] === '') return;
    const byLine = parseLapsBehind(row[field]);
    const byCounts = ahead.lap_count - row.lap_count - 1;
    const byOrder =
      sameLapAhead && sameLapAhead.lap_count === row.lap_count
        ? (lapsDown.get(sameLapAhead)?.[field] ?? 0)
        : 0;
    const laps = Math.max(byLine, byCounts, byOrder);
    lapsDown.set(row, { ...lapsDown.get(row), [field]: laps });
  };
  // In the order, so that the car ahead on the same lap is settled first.
  for (const row of [...rows].sort((a, b) => a.ranking - b.ranking)) {
    const ahead = order.at(row.ranking - 1);
    const classAhead = order.inClass(row, row.category_position - 1);
    proven(row, 'gap', order.at(1), ahead);
    proven(row, 'interval', ahead);
    proven(row, 'class_gap', order.inClass(row, 1), classAhead);
    proven(row, 'class_interval', classAhead);
  }
  return rows.map((row) => {
    const laps = lapsDown.get(row);
    if (!laps) return row;
    const changed: Partial<Pick<LiveRow, GapField>> = {};
    for (const [field, count] of Object.entries(laps) as [GapField, number][]) {
      if (count > parseLapsBehind(row[field])) changed[field] = formatLapsBehind(count);
    }
    return Object.keys(changed).length > 0 ? { ...row, ...changed } : row;
  });
}
