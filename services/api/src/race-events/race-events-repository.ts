import { type DbOrTrx, NotFoundError } from '@lemans/platform';
import type { RaceEventSummary, ReferenceSession } from '@lemans/race';
import { sql } from 'kysely';

/** An event as race pages use it: which one, and the session its figures come from. */
export interface RaceEventRow {
  id: string;
  name: string;
  date: string;
  reference_session: ReferenceSession | null;
  /** The event shown by default; the organiser's catalogue (entry list) is this event's. */
  current: boolean;
}

const EVENT_NOT_FOUND = 'Épreuve introuvable';

/**
 * The events with their reference session, the current one first: the event of a live session that is
 * running, else the one of the latest day (then the latest ingested). Ordered as the chooser lists them.
 */
function eventRows() {
  return sql<Omit<RaceEventRow, 'current'> & { session_count: number; current_rank: number }>`
    SELECT e.id, e.name, to_char(e.day, 'YYYY-MM-DD') AS date, e.session_count,
      CASE WHEN r.session_id IS NULL THEN NULL ELSE json_build_object(
        'id', r.session_id, 'name', r.name, 'kind', r.kind, 'status', r.status, 'partial', r.partial,
        'partial_since_ms', r.partial_since_ms
      ) END AS reference_session,
      row_number() OVER (ORDER BY e.live_now DESC, e.day DESC, e.last_created_at DESC, e.id)::int AS current_rank
    FROM race_events AS e
    LEFT JOIN race_event_references AS r ON r.race_event_id = e.id
  `;
}

/** Every event, newest day first, the current one flagged. */
export async function listRaceEvents(db: DbOrTrx): Promise<RaceEventSummary[]> {
  const { rows } = await sql<RaceEventSummary & { current_rank: number }>`
    SELECT *, current_rank = 1 AS current FROM (${eventRows()}) AS e ORDER BY e.date DESC, e.id
  `.execute(db);
  return rows.map(({ current_rank: _rank, ...row }) => row);
}

/**
 * The event a race page shows: the one asked for (404 when unknown), else the current one; null when the
 * database holds no session at all.
 */
export async function resolveRaceEvent(
  db: DbOrTrx,
  requested: string | undefined,
): Promise<RaceEventRow | null> {
  const { rows } = await sql<RaceEventRow & { current_rank: number; session_count: number }>`
    SELECT *, current_rank = 1 AS current FROM (${eventRows()}) AS e
    WHERE ${requested === undefined ? sql`e.current_rank = 1` : sql`e.id = ${requested}`}
  `.execute(db);
  const [row] = rows;
  if (!row) {
    if (requested !== undefined) throw new NotFoundError(EVENT_NOT_FOUND);
    return null;
  }
  const { current_rank: _rank, session_count: _count, ...event } = row;
  return event;
}
