import type { LiveRow } from '@lemans/contract';
import { parseLapsBehind } from '@lemans/contract/timing';
import { t } from '../../../i18n/i18n.ts';
import { gapText } from './ranking-cells.ts';

/**
 * The gap and the interval of every car of a view, under one rule, from the rows in the order shown:
 *
 * - Laps down are the lap column's: the view's leader's laps minus the car's. The one exception is the
 *   timing's own, at the line: a car that crossed the line on the leader's lap is shown by its time until
 *   it crosses again, while the leader has already started the next lap (otherwise every car on the lead
 *   lap would read « +1 tour » between the leader's crossing and its own).
 * - That exception holds only while the time reads in order: a car cannot show less time than the car above
 *   it. One that stopped in the pits after crossing 2 s behind the leader is overtaken by cars that have
 *   crossed the line again since: placed behind them on fewer laps, it is shown by its laps, as is every car
 *   below it on the same lap, until it crosses the line.
 * - Intervals are between the rows shown, one after the other (in a class view, between the class's cars;
 *   with only some cars shown, between those): the laps between the two when their laps differ and either is
 *   shown by its laps, else the time between their crossings of the same lap.
 * - A disqualified car has no gap (the officials publish none); one out of the race, its laps down alone.
 */

/** The fields the rule reads: laps, and the gap to the leader taken at the line (overall and in the class). */
export type GapRow = Pick<
  LiveRow,
  'participant_number' | 'lap_count' | 'gap' | 'gap_time' | 'class_gap' | 'class_gap_time' | 'car_state'
>;

/**
 * Cars out of the race that keep their place in the order: measured by their laps as the others lap them,
 * with no interval, and none taken to them (the car behind one races the car ahead of it).
 */
const OUT: ReadonlySet<string> = new Set(['Retired', 'Stopped']);

export interface ShownGap {
  /** "+14.1", "+2 tours", "" for the view's leader or a car with no lap. */
  gap: string;
  interval: string;
}

/** How a car stands to the view's leader: by time at the line, by laps, or unknown. */
type Standing =
  | { by: 'time'; laps: number; ms: number }
  | { by: 'laps'; laps: number; ms: number | null; down: number }
  | { by: 'none'; laps: number };

/**
 * `rows` are the view's cars in the order shown, its leader first (the race's, or the class's when
 * `classView`); `shown` says which of them are on screen (all, or the favourites alone).
 */
export function shownGapsOf<Row extends GapRow>(
  rows: readonly Row[],
  classView: boolean,
  shown: (row: Row) => boolean = () => true,
): Map<string, ShownGap> {
  const standings = standingsOf(rows, classView);
  const gaps = new Map<string, ShownGap>();
  let above: Standing | null = null;
  rows.forEach((row, index) => {
    if (!shown(row)) return;
    const standing = standings[index] as Standing;
    const out = OUT.has(row.car_state);
    gaps.set(row.participant_number, {
      gap: index === 0 ? '' : standingText(standing),
      interval: above === null || out ? '' : intervalText(above, standing),
    });
    if (!out) above = standing;
  });
  return gaps;
}

function standingsOf(rows: readonly GapRow[], classView: boolean): Standing[] {
  const leader = rows[0];
  const standings: Standing[] = [];
  let above: Standing | null = null;
  for (const row of rows) {
    const standing: Standing =
      row === leader ? { by: 'time', laps: row.lap_count, ms: 0 } : standingOf(row, leader, above, classView);
    standings.push(standing);
    if (standing.by !== 'none') above = standing;
  }
  return standings;
}

function standingOf(
  row: GapRow,
  leader: GapRow | undefined,
  above: Standing | null,
  classView: boolean,
): Standing {
  const laps = row.lap_count;
  if (!leader || laps === 0 || row.car_state === 'Disqualified') return { by: 'none', laps };
  const lineText = classView ? row.class_gap : row.gap;
  const lineMs = classView ? row.class_gap_time : row.gap_time;
  // A sub-class's leader is itself behind its class's: the view's gaps are taken from it.
  const leaderMs = (classView ? leader.class_gap_time : leader.gap_time) ?? 0;
  const ms = lineMs != null && lineMs - leaderMs > 0 ? lineMs - leaderMs : null;
  const down = leader.lap_count - laps;
  if (down <= 0) return ms === null ? { by: 'none', laps } : { by: 'time', laps, ms };
  const leaderLapsAtLine = parseLapsBehind(classView ? leader.class_gap : leader.gap);
  const onLeadLapAtLine = parseLapsBehind(lineText) === leaderLapsAtLine;
  const inOrder = above !== null && above.by === 'time' && ms !== null && ms >= above.ms;
  if (onLeadLapAtLine && inOrder && ms !== null) return { by: 'time', laps, ms };
  return { by: 'laps', laps, ms, down };
}

function standingText(standing: Standing): string {
  if (standing.by === 'time') return gapText(standing.ms, null);
  if (standing.by === 'laps') return t('ranking.gap_laps', { count: standing.down });
  return '';
}

function intervalText(above: Standing, standing: Standing): string {
  if (standing.by === 'none' || above.by === 'none') return '';
  const lapsBetween = above.laps - standing.laps;
  const byLaps = above.by === 'laps' || standing.by === 'laps';
  if (byLaps && lapsBetween > 0) return t('ranking.gap_laps', { count: lapsBetween });
  // Two times of the same lap, or two on the lead lap at the line: the time between their crossings.
  if (byLaps && lapsBetween < 0) return '';
  if (above.ms === null || standing.ms === null) return '';
  return gapText(standing.ms - above.ms, null);
}
