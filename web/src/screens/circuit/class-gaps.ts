import type { LiveRow } from '@lemans/race';
import { rowsOfClass } from '../live/ranking-view.ts';
import { type GapRow, shownGapsOf } from '../live/shown-gaps.ts';

type ClassRow = GapRow & Pick<LiveRow, 'category_label' | 'subclass' | 'category_position'>;

/**
 * Each car's gap to the leader of its class, by number, as the ranking's class view words it (one gap rule,
 * shown-gaps.ts): a car laps down or in the pits reads the same on the map as in the table. The class's
 * leader has none ('').
 */
export function classGapsOf(rows: readonly ClassRow[]): Map<string, string> {
  const gaps = new Map<string, string>();
  for (const label of new Set(rows.map((row) => row.category_label))) {
    for (const [number, shown] of shownGapsOf(rowsOfClass(rows, label), true)) gaps.set(number, shown.gap);
  }
  return gaps;
}
