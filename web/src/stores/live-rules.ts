import type { LiveRow } from '@lemans/contract';

/**
 * The rules of the live ranking (spec part 1 §4 and §5), as pure functions: which rows are shown and in
 * which order, whether an update changes anything and which rows to highlight. What is live is the live
 * state's (live-state-store.ts).
 */

export interface ChangeFlags {
  position_changed: boolean;
  /** Old ranking minus new ranking: positive when the car gained places. */
  position_change: number;
  time_changed: boolean;
  lap_changed: boolean;
  sector_changed: boolean;
}

export type ShownRow = LiveRow & { flags: ChangeFlags | null };

export const HIGHLIGHT_MS = 3000;
export const LAP_TIME_CHANGE_THRESHOLD_MS = 1000;
const MISSING_RANKING = 999;

/** Drops rows without a number or a team, then sorts by ranking (missing = 999), laps, best lap. */
export function shownRows<Row extends LiveRow>(rows: readonly Row[]): Row[] {
  return rows
    .filter((row) => row.participant_number && row.team_name)
    .sort(
      (a, b) =>
        (a.ranking || MISSING_RANKING) - (b.ranking || MISSING_RANKING) ||
        b.lap_count - a.lap_count ||
        (a.best_lap_time ?? Number.POSITIVE_INFINITY) - (b.best_lap_time ?? Number.POSITIVE_INFINITY),
    );
}

/** What changed for one car between two updates; null when nothing worth showing did. */
export function changeFlags(previous: LiveRow | undefined, next: LiveRow): ChangeFlags | null {
  if (!previous) return null;
  const flags: ChangeFlags = {
    position_changed: previous.ranking !== next.ranking,
    position_change: previous.ranking - next.ranking,
    time_changed:
      Math.abs((previous.last_lap_time ?? 0) - (next.last_lap_time ?? 0)) > LAP_TIME_CHANGE_THRESHOLD_MS,
    lap_changed: previous.lap_count !== next.lap_count,
    sector_changed: previous.current_sector !== next.current_sector,
  };
  return flags.position_changed || flags.time_changed || flags.lap_changed || flags.sector_changed
    ? flags
    : null;
}

/**
 * Whether an update replaces the held data: a ranking, lap time (beyond the threshold), lap or sector
 * change, a new entry, or a different number of rows.
 */
export function updateChangesSomething(previous: readonly LiveRow[], next: readonly LiveRow[]): boolean {
  if (previous.length !== next.length) return true;
  const byNumber = new Map(previous.map((row) => [row.participant_number, row]));
  return next.some((row) => {
    const before = byNumber.get(row.participant_number);
    return !before || changeFlags(before, row) !== null;
  });
}

/**
 * The row held says what the new one says, field by field; the sector times are compared by value, since
 * every frame parsed brings new arrays. The held row is then kept, and its table row is not rendered again.
 */
export function sameRow(held: LiveRow, next: LiveRow): boolean {
  return (Object.keys(next) as (keyof LiveRow)[]).every((key) => sameValue(held[key], next[key]));
}

function sameValue(held: unknown, next: unknown): boolean {
  if (held === next) return true;
  if (!Array.isArray(held) || !Array.isArray(next) || held.length !== next.length) return false;
  return held.every((value, index) => value === next[index]);
}
