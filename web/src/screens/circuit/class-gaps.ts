import type { LiveRow } from '@lemans/contract';
import { t } from '../../i18n/i18n.ts';
import { rowsOfClass } from '../live/ranking/ranking-view.ts';
import { type GapRow, shownGapsOf } from '../live/ranking/shown-gaps.ts';

type ClassRow = GapRow & Pick<LiveRow, 'category_label' | 'subclass' | 'category_position'>;

/** What a car's detail writes for a car the gap rule gives no gap (disqualified, no lap yet). */
export const NO_CLASS_GAP = '—';

/**
 * Each car's gap to the leader of its class, by number, as the ranking's class view words it (one gap rule,
 * shown-gaps.ts): a car laps down or in the pits reads the same on the map as in the table. Only the class's
 * actual leader, its first car, reads « leader »: a car the rule gives no gap reads NO_CLASS_GAP.
 */
export function classGapsOf(rows: readonly ClassRow[]): Map<string, string> {
  const gaps = new Map<string, string>();
  for (const label of new Set(rows.map((row) => row.category_label))) {
    const ofClass = rowsOfClass(rows, label);
    // Before its first lap the class's first car leads nothing yet.
    const first = ofClass[0];
    const leaderNumber = first && first.lap_count > 0 ? first.participant_number : null;
    for (const [number, shown] of shownGapsOf(ofClass, true)) {
      const leader = number === leaderNumber;
      gaps.set(number, leader ? t('circuit.leader') : shown.gap || NO_CLASS_GAP);
    }
  }
  return gaps;
}
