import type { LiveRow, Session } from '../../api/types.ts';
import { formatDateTime, formatShortDate } from '../../format/dates.ts';
import type { PagesMessageId } from '../../i18n/catalog-types.ts';
import { t } from '../../i18n/i18n.ts';
import { textsOf } from '../../i18n/texts-of.ts';

/** What the sessions history decides (spec part 2 §2, §4, §5, §8, §9). Pure functions. */

export const SESSIONS_TEXT = textsOf({
  title: 'sessions.title',
  // The list holds every event's sessions: it names none of them over the others.
  intro: 'sessions.intro',
  loading: 'sessions.loading',
  empty: 'sessions.empty',
  updated: 'sessions.updated',
  active: 'sessions.active',
  inactive: 'sessions.inactive',
  reports: 'sessions.reports',
  carsLoading: 'sessions.cars_loading',
  noCars: 'sessions.no_cars',
  cars: 'sessions.cars',
  activeCars: 'sessions.active_cars',
  totalLaps: 'sessions.total_laps',
  bestTime: 'sessions.best_time',
  carsCaption: 'sessions.cars_caption',
});

/** The session cars table's headings, in their order. */
export const SESSIONS_COLUMNS: readonly PagesMessageId[] = [
  'sessions.column.pos',
  'sessions.column.num',
  'sessions.column.team',
  'sessions.column.car',
  'sessions.column.category',
  'sessions.column.laps',
  'sessions.column.last_lap',
  'sessions.column.best_lap',
  'sessions.column.speed',
  'sessions.column.state',
];

/**
 * When the session ran: the race's own start, the day of its event's time zone ("14 juin 2025"), else, for a
 * session whose start the feed never gave, when it was stored ("dd/MM/yyyy HH:mm", the visitor's time). An
 * import or a replay is stored long after its race.
 */
export function sessionDateOf(session: Pick<Session, 'start_time' | 'created_at' | 'time_zone'>): {
  dateTime: string;
  text: string;
} {
  if (session.start_time) {
    return {
      dateTime: session.start_time,
      text: formatShortDate(session.start_time, session.time_zone ?? undefined),
    };
  }
  return { dateTime: session.created_at, text: formatDateTime(session.created_at) };
}

/** The laps a session recorded ("387 tours"): its `data_count`. */
export function lapCountOf(count: number): string {
  return t('sessions.laps', { count });
}

/** States of a car that no longer runs: out of the race, stopped on track or retired. */
const OUT_STATES = new Set(['Out', 'Stopped', 'Retired', 'Disqualified']);

export function isActiveCar(row: Pick<LiveRow, 'car_state'>): boolean {
  return !OUT_STATES.has(row.car_state);
}

export interface SessionTiles {
  cars: number;
  activeCars: number;
  totalLaps: number;
  /** ms; null when no car has a timed lap. */
  bestTime: number | null;
}

/** The summary tiles: cars, active cars, laps of every car, and the best of the positive best laps. */
export function sessionTiles(rows: readonly LiveRow[]): SessionTiles {
  const bests = rows
    .map((row) => row.best_lap_time)
    .filter((time): time is number => time != null && time > 0);
  return {
    cars: rows.length,
    activeCars: rows.filter(isActiveCar).length,
    totalLaps: rows.reduce((sum, row) => sum + row.lap_count, 0),
    bestTime: bests.length > 0 ? Math.min(...bests) : null,
  };
}

/** The cars in classification order; an unclassified car (ranking 0) last, by number. */
export function byRanking(rows: readonly LiveRow[]): LiveRow[] {
  const rank = (row: LiveRow) => (row.ranking > 0 ? row.ranking : Number.POSITIVE_INFINITY);
  return [...rows].sort(
    (a, b) =>
      rank(a) - rank(b) || a.participant_number.localeCompare(b.participant_number, 'fr', { numeric: true }),
  );
}
