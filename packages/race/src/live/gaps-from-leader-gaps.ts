import type { LiveRow } from '@lemans/contract';
import { formatLapsBehind, formatLapTime, parseLapsBehind } from '@lemans/contract/timing';
import type { Gap } from './gap-at-line.ts';
import { runningOrderOf } from './running-order.ts';

/**
 * The relative gaps (interval, class gap, class interval) the line has not given yet, from the gaps to the
 * leader. The line gives them at a car's crossing when the crossings of the cars compared are known, which
 * is not the case until each car has completed a lap under our eyes: a session joined mid-race would show
 * no interval for three and a half minutes. The difference of two gaps to the leader, each taken at the
 * line, is what the organiser's own interval is; it changes only at the line too.
 */
export function withGapsFromLeaderGaps(rows: readonly LiveRow[]): LiveRow[] {
  const order = runningOrderOf(rows);
  return rows.map((row) => {
    if (!hasLeaderGap(row)) return row;
    const behindInClass = row.category_position > 1;
    const interval =
      row.interval_time === null && row.ranking > 1 ? gapBehind(row, order.at(row.ranking - 1)) : null;
    const classGap =
      row.class_gap_time === null && behindInClass ? gapBehind(row, order.inClass(row, 1)) : null;
    const classInterval =
      row.class_interval_time === null && behindInClass
        ? gapBehind(row, order.inClass(row, row.category_position - 1))
        : null;
    if (!interval && !classGap && !classInterval) return row;
    return {
      ...row,
      ...(interval && { interval_time: interval.ms, interval: interval.text }),
      ...(classGap && { class_gap_time: classGap.ms, class_gap: classGap.text }),
      ...(classInterval && { class_interval_time: classInterval.ms, class_interval: classInterval.text }),
    };
  });
}

/** The leader's gap is "", as is that of a car with no lap or out of the order: only the first has one. */
const hasLeaderGap = (row: LiveRow) => row.gap !== '' || row.ranking === 1;

/**
 * A car's gap to one ahead of it: laps when the car is more laps down, else the time. Never more laps than
 * the two cars' lap counts differ by: a car on the same lap as the one ahead crossed the line before that one
 * completed another (the leader's lap between their crossings made one « 27 Laps » and the other « 26 Laps »),
 * and the difference of their gaps is then the time between them.
 */
function gapBehind(row: LiveRow, ahead: LiveRow | undefined): Gap | null {
  if (!ahead || ahead === row || !hasLeaderGap(ahead)) return null;
  const ms = row.gap_time - ahead.gap_time;
  const laps = Math.min(
    parseLapsBehind(row.gap) - parseLapsBehind(ahead.gap),
    ahead.lap_count - row.lap_count,
  );
  if (laps > 0) return { ms: Math.max(0, ms), text: formatLapsBehind(laps) };
  // Gaps taken at different crossings can briefly disagree with the order: better none than a negative one.
  if (laps < 0 || ms < 0) return null;
  return { ms, text: formatLapTime(ms) };
}
