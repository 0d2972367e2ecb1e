import type { StrategyRow } from '@lemans/contract';
import { isInView, subclassViewOf } from '../ranking/subclass-view.ts';

/**
 * The strategy rows a view shows, with their places and pit-adjusted figures within it. A class's are the
 * answer's. A sub-class's (LMP2 Pro-Am) are read from its class's, as the officials place a sub-class's cars
 * among themselves in the class's order: the place on the road is the rank among the sub-class's cars by the
 * class place, the pit-adjusted place the rank among them by the class's pit-adjusted place (the class's cars
 * in between still decide who may pass whom), and the pit-adjusted gaps are re-based on the sub-class's first
 * car of that order.
 *
 * `key` is the view's (see subclass-view.ts), null for every class; `rows` are the answer's.
 */
export function strategyRowsInView(rows: readonly StrategyRow[], key: string | null): StrategyRow[] {
  if (key === null) return [...rows];
  const inView = rows.filter((row) =>
    isInView({ category_label: row.category, subclass: row.subclass }, key),
  );
  if (subclassViewOf(key) === null) return inView;
  const road = [...inView].sort((a, b) => a.class_position - b.class_position);
  const adjusted = road
    .filter((row) => row.pit_adjusted_class_position !== null)
    .sort((a, b) => (a.pit_adjusted_class_position as number) - (b.pit_adjusted_class_position as number));
  const leaderGapMs = leaderGapOf(adjusted[0]);
  const places = new Map<StrategyRow, Partial<StrategyRow>>();
  adjusted.forEach((row, index) => {
    const gapMs = leaderGapOf(row);
    const aheadMs = index === 0 ? null : leaderGapOf(adjusted[index - 1]);
    places.set(row, {
      pit_adjusted_class_position: index + 1,
      pit_adjusted_gap_ms: index === 0 || gapMs === null || aheadMs === null ? null : gapMs - aheadMs,
      pit_adjusted_class_leader_gap_ms:
        index === 0 || gapMs === null || leaderGapMs === null ? null : gapMs - leaderGapMs,
    });
  });
  return road.map((row, index) => ({
    ...row,
    class_position: index + 1,
    pit_adjusted_gap_ms: null,
    pit_adjusted_class_leader_gap_ms: null,
    pit_adjusted_class_position: null,
    ...places.get(row),
  }));
}

/** A car's pit-adjusted time behind its class's leader: none stated for the leader itself, 0. */
function leaderGapOf(row: StrategyRow | undefined): number | null {
  if (row === undefined) return null;
  return row.pit_adjusted_class_position === 1 ? 0 : row.pit_adjusted_class_leader_gap_ms;
}
