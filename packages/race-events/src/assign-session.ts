import { type RaceEventDraft, raceEventOfSession } from '@lemans/circuits/calendar';
import type { DbOrTrx } from '@lemans/platform';
import { sql } from 'kysely';
import { holdRaceEventsSteady } from './race-event-lock.ts';

/** A session as it starts, with what it says of its event. */
export interface StartingSession {
  id: string;
  eventName: string;
  /** Its start by the timing, else its creation (ms since the epoch). */
  startMs: number;
  durationS: number | null;
  /** An import's event is made by the import when the calendar does not know it; any other, by the feed. */
  imported: boolean;
  /** Its documents are a replay's (a replay channel's, or the feed run as a replay). */
  replay: boolean;
  /** The circuit its laps were recognised as (imports): see SessionEventFacts.circuitId. */
  circuitId?: string | null;
}

/**
 * Puts a session in its event (raceEventOfSession), storing the event when it is new, and gives the event's
 * id. Idempotent: a session that belongs to an event keeps it (an admin may have moved it). An event the draft
 * names but that was merged into another sends the session to that one; a stored event keeps its own facts
 * (an admin may have renamed it).
 */
export async function assignSessionToEvent(db: DbOrTrx, session: StartingSession): Promise<string> {
  const existing = await db
    .selectFrom('race_event_sessions')
    .select('race_event_id')
    .where('session_id', '=', session.id)
    .executeTakeFirst();
  if (existing) return existing.race_event_id;
  await holdRaceEventsSteady(db);
  const raceEventId =
    (await eventOfReplayedSession(db, session.id)) ?? (await storedEventIdOf(db, draftOf(session)));
  await db
    .insertInto('race_event_sessions')
    .values({
      session_id: session.id,
      race_event_id: raceEventId,
      assigned_by: 'ingest',
      kind: session.replay ? 'replay' : session.imported ? 'import' : 'live',
    })
    .onConflict((conflict) => conflict.column('session_id').doNothing())
    .execute();
  return raceEventId;
}

function draftOf(session: StartingSession): RaceEventDraft {
  const { eventName, startMs, durationS, circuitId } = session;
  return raceEventOfSession(
    { eventName, startMs, durationS, circuitId },
    session.imported ? 'import' : 'feed',
  ).draft;
}

/**
 * The event of the session a replay's recording was recorded from or imported into, when the session is a
 * replay's: a replay goes where its race is, even after an admin moved that race to another event.
 */
async function eventOfReplayedSession(db: DbOrTrx, sessionId: string): Promise<string | null> {
  const { rows } = await sql<{ race_event_id: string }>`
    SELECT res.race_event_id
    FROM replays AS r
    JOIN recordings AS rec ON rec.id = r.recording_id
    JOIN race_event_sessions AS res ON res.session_id = rec.session_id
    WHERE r.session_id = ${sessionId}
    LIMIT 1
  `.execute(db);
  return rows[0]?.race_event_id ?? null;
}

/** The id of the stored event the draft is: the one it was merged into, the stored one, or the draft stored. */
async function storedEventIdOf(db: DbOrTrx, draft: RaceEventDraft): Promise<string> {
  const alias = await db
    .selectFrom('race_event_aliases')
    .select('race_event_id')
    .where('alias_id', '=', draft.id)
    .executeTakeFirst();
  if (alias) return alias.race_event_id;
  await db
    .insertInto('race_events')
    .values({
      id: draft.id,
      name: draft.name,
      day: draft.day,
      championship: draft.championship,
      season: draft.season,
      round: draft.round,
      circuit_id: draft.circuitId,
      time_zone: draft.timeZone,
      scheduled_start: draft.scheduledStart === null ? null : new Date(draft.scheduledStart),
      scheduled_length_s: draft.scheduledLengthS,
      origin: draft.origin,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
  return draft.id;
}

/**
 * Puts every session that belongs to no event in its event, oldest first: sessions stored before events
 * were, or by a process that could not. Their laps are not measured again here, so an import is matched
 * by its day alone. Returns how many were assigned.
 */
export async function assignUnassignedSessions(db: DbOrTrx): Promise<number> {
  const { rows } = await sql<{
    id: string;
    event_name: string;
    start_ms: string;
    duration_s: number | null;
    is_replay: boolean;
  }>`
    SELECT s.id, s.event_name, s.is_replay, (extract(epoch FROM coalesce(s.start_time, s.created_at)) * 1000)::bigint::text
      AS start_ms, s.duration_s
    FROM sessions AS s
    WHERE NOT EXISTS (SELECT 1 FROM race_event_sessions AS res WHERE res.session_id = s.id)
    ORDER BY s.created_at, s.id
  `.execute(db);
  for (const row of rows)
    await assignSessionToEvent(db, {
      id: row.id,
      eventName: row.event_name,
      startMs: Number(row.start_ms),
      durationS: row.duration_s,
      imported: row.id.startsWith('import-'),
      replay: row.is_replay,
    });
  return rows.length;
}
