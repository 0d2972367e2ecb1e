import type { RaceEventFacts, RaceEventSummary, ReferenceSession } from '@lemans/contract';
import { type DbOrTrx, NotFoundError } from '@lemans/platform';
import { sql } from 'kysely';

/** An event as race pages use it: what it is, the session its figures come from, and whether it is followed. */
export interface RaceEventRow extends RaceEventFacts {
  reference_session: ReferenceSession | null;
  /** The event shown by default; the organiser's catalogue (entry list) is this event's. */
  current: boolean;
}

export const EVENT_NOT_FOUND = 'Épreuve introuvable';

/** The stored facts of `race_events` AS e, in the contract's shape. */
export const raceEventFactsColumns = sql`
  e.id, e.name, to_char(e.day, 'YYYY-MM-DD') AS date, e.championship, e.season, e.round, e.circuit_id,
  e.time_zone, to_char(e.scheduled_start AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS scheduled_start,
  e.scheduled_length_s
`;

/**
 * The events holding at least one session, with their reference session, ranked for being the current one:
 * the event of a live session running, else the one the feed followed last (its newest live session, even
 * finished: an import of another race never takes its place), else the latest day.
 */
function eventRows() {
  return sql<Omit<RaceEventRow, 'current'> & { session_count: number; current_rank: number }>`
    SELECT ${raceEventFactsColumns}, a.session_count,
      CASE WHEN r.session_id IS NULL THEN NULL ELSE json_build_object(
        'id', r.session_id, 'name', r.name, 'kind', r.kind, 'status', r.status, 'partial', r.partial,
        'partial_since_ms', r.partial_since_ms
      ) END AS reference_session,
      row_number() OVER (ORDER BY a.live_now DESC, a.last_live_created_at DESC NULLS LAST, e.day DESC,
        a.last_created_at DESC, e.id)::int AS current_rank
    FROM race_events AS e
    JOIN race_event_activity AS a ON a.race_event_id = e.id
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
 * The stored event an id asked for stands for: for the id of an event merged away, the event it was merged
 * into (`race_event_aliases`, which follows later merges), so that links made before a merge lead to the
 * merged event; else the id itself (an id is an event or an alias, never both).
 */
function storedEventIdOf(requested: string) {
  return sql<string>`coalesce(
    (SELECT a.race_event_id FROM race_event_aliases AS a WHERE a.alias_id = ${requested}),
    ${requested}
  )`;
}

/**
 * The event a race page shows: the one asked for (an alias leading to the event it was merged into, 404 when
 * unknown), else the current one; null when the database holds no session at all. Every route taking an
 * event id reads it here.
 */
export async function resolveRaceEvent(
  db: DbOrTrx,
  requested: string | undefined,
): Promise<RaceEventRow | null> {
  const { rows } = await sql<RaceEventRow & { current_rank: number; session_count: number }>`
    SELECT *, current_rank = 1 AS current FROM (${eventRows()}) AS e
    WHERE ${requested === undefined ? sql`e.current_rank = 1` : sql`e.id = ${storedEventIdOf(requested)}`}
  `.execute(db);
  const [row] = rows;
  if (!row) {
    if (requested !== undefined) throw new NotFoundError(EVENT_NOT_FOUND);
    return null;
  }
  const { current_rank: _rank, session_count: _count, ...event } = row;
  return event;
}

/** The event a session belongs to, or null for a session of no event (unknown, or not yet assigned). */
export async function findRaceEventOfSession(db: DbOrTrx, sessionId: string): Promise<RaceEventFacts | null> {
  const { rows } = await sql<RaceEventFacts>`
    SELECT ${raceEventFactsColumns}
    FROM race_event_sessions AS res
    JOIN race_events AS e ON e.id = res.race_event_id
    WHERE res.session_id = ${sessionId}
  `.execute(db);
  return rows[0] ?? null;
}
