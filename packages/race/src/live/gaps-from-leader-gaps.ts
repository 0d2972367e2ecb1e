import { formatLapsBehind, formatLapTime } from '../timing/format.ts';
import type { LiveRow } from './live-frame.ts';

/**
 * The relative gaps (interval, class gap, class interval) the line has not given yet, from the gaps to the
 * leader. The line gives them at a car's crossing when the crossings of the cars compared are known, which
 * is not the case until each car has completed a lap under our eyes: a session joined mid-race would show
 * no interval for three and a half minutes. The difference of two gaps to the leader, each taken at the
 * line, is what the organiser's own interval is; it changes only at the line too.
 */
export function withGapsFromLeaderGaps(rows: readonly LiveRow[]): LiveRow[] {
  const byRanking = new Map<number, LiveRow>();
  const byClassPosition = new Map<string, LiveRow>();
  for (const row of rows) {
    if (row.ranking > 0) byRanking.set(row.ranking, row);
    if (row.category_position > 0) byClassPosition.set(classKey(row, row.category_position), row);
  }
  return rows.map((row) => {
    const missing =
      (row.interval_time === null && row.ranking > 1) ||
      (row.category_position > 1 && (row.class_gap_time === null || row.class_interval_time === null));
    if (!missing || !hasLeaderGap(row)) return row;
    const filled = { ...row };
    if (row.interval_time === null && row.ranking > 1) {
      const gap = gapBehind(row, byRanking.get(row.ranking - 1));
      if (gap) [filled.interval_time, filled.interval] = gap;
    }
    if (row.category_position > 1 && row.class_gap_time === null) {
      const gap = gapBehind(row, byClassPosition.get(classKey(row, 1)));
      if (gap) [filled.class_gap_time, filled.class_gap] = gap;
    }
    if (row.category_position > 1 && row.class_interval_time === null) {
      const gap = gapBehind(row, byClassPosition.get(classKey(row, row.category_position - 1)));
      if (gap) [filled.class_interval_time, filled.class_interval] = gap;
    }
    return filled;
  });
}

const classKey = (row: LiveRow, position: number) => `${row.category_label}#${position}`;

/** The leader's gap is "", as is that of a car with no lap or out of the order: only the first has one. */
const hasLeaderGap = (row: LiveRow) => row.gap !== '' || row.ranking === 1;

/** A car's gap to one ahead of it as [ms, text]: laps when the car is more laps down, else the time. */
function gapBehind(row: LiveRow, ahead: LiveRow | undefined): [number, string] | null {
  if (!ahead || ahead === row || !hasLeaderGap(ahead)) return null;
  const ms = row.gap_time - ahead.gap_time;
  const laps = lapsDownOf(row.gap) - lapsDownOf(ahead.gap);
  if (laps > 0) return [Math.max(0, ms), formatLapsBehind(laps)];
  // Gaps taken at different crossings can briefly disagree with the order: better none than a negative one.
  if (laps < 0 || ms < 0) return null;
  return [ms, formatLapTime(ms)];
}

/** Laps behind the leader in the organiser's wording ("1 Lap", "3 Laps"); 0 for a time or none. */
function lapsDownOf(gap: string): number {
  const match = /^(\d+) Laps?$/.exec(gap);
  return match ? Number(match[1]) : 0;
}
