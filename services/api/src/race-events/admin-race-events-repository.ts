import { raceEventIdOf } from '@lemans/circuits/calendar';
import type { AdminRaceEvent, RaceEventFacts } from '@lemans/contract';
import type { DbOrTrx } from '@lemans/platform';
import { sql } from 'kysely';
import type { NewRaceEventInput, RaceEventChange } from './race-event-input.ts';
import { raceEventFactsColumns } from './race-events-repository.ts';

/** Every stored event, newest day first, with its origin and sessions (replays included). */
export async function listAdminRaceEvents(db: DbOrTrx): Promise<AdminRaceEvent[]> {
  const { rows } = await sql<AdminRaceEvent>`
    SELECT ${raceEventFactsColumns}, e.origin,
      coalesce((
        SELECT json_agg(json_build_object('id', s.id, 'name', s.name, 'kind', sre.kind, 'status', s.status)
          ORDER BY s.created_at, s.id)
        FROM session_race_events AS sre JOIN sessions AS s ON s.id = sre.session_id
        WHERE sre.race_event_id = e.id
      ), '[]'::json) AS sessions
    FROM race_events AS e
    ORDER BY e.day DESC, e.id
  `.execute(db);
  return rows;
}

async function factsOf(db: DbOrTrx, id: string): Promise<RaceEventFacts | undefined> {
  const { rows } = await sql<RaceEventFacts>`
    SELECT ${raceEventFactsColumns} FROM race_events AS e WHERE e.id = ${id}
  `.execute(db);
  return rows[0];
}

/**
 * Stores an event an admin describes; 'exists' when an event of that name already holds that day. An id
 * merged away before is an alias no more: it names the new event again (an id is an event or an alias).
 */
export async function createRaceEvent(
  db: DbOrTrx,
  input: NewRaceEventInput,
): Promise<RaceEventFacts | 'exists'> {
  const id = raceEventIdOf(input.name, input.date);
  const inserted = await db
    .insertInto('race_events')
    .values({
      id,
      name: input.name,
      day: input.date,
      championship: input.championship,
      season: input.season ?? null,
      round: input.round ?? null,
      circuit_id: input.circuit_id ?? null,
      time_zone: input.time_zone,
      scheduled_start: input.scheduled_start ?? null,
      scheduled_length_s: input.scheduled_length_s ?? null,
      origin: 'admin',
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return 'exists';
  await db.deleteFrom('race_event_aliases').where('alias_id', '=', id).execute();
  return (await factsOf(db, id)) as RaceEventFacts;
}

/**
 * Changes an event's facts (its name included: a rename). Its id stays, so that links to it keep working
 * and the sessions that will come to it (a replay of its recording) find it.
 */
export async function updateRaceEvent(
  db: DbOrTrx,
  id: string,
  change: RaceEventChange,
): Promise<{ before: RaceEventFacts; after: RaceEventFacts } | 'missing'> {
  const before = await factsOf(db, id);
  if (!before) return 'missing';
  await db
    .updateTable('race_events')
    .set({
      ...(change.name !== undefined && { name: change.name }),
      ...(change.date !== undefined && { day: change.date }),
      ...(change.championship !== undefined && { championship: change.championship }),
      ...(change.season !== undefined && { season: change.season }),
      ...(change.round !== undefined && { round: change.round }),
      ...(change.circuit_id !== undefined && { circuit_id: change.circuit_id }),
      ...(change.time_zone !== undefined && { time_zone: change.time_zone }),
      ...(change.scheduled_start !== undefined && { scheduled_start: change.scheduled_start }),
      ...(change.scheduled_length_s !== undefined && { scheduled_length_s: change.scheduled_length_s }),
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
  return { before, after: (await factsOf(db, id)) as RaceEventFacts };
}

export type MergeOutcome = { moved: number } | 'missing' | 'missing_target' | 'same';

/**
 * Merges an event into another: its sessions move there, its id becomes an alias of the other (a session
 * that would have gone to it goes there), and it is deleted. Aliases of the merged event follow it.
 */
export async function mergeRaceEvent(db: DbOrTrx, fromId: string, intoId: string): Promise<MergeOutcome> {
  if (fromId === intoId) return 'same';
  if (!(await factsOf(db, fromId))) return 'missing';
  if (!(await factsOf(db, intoId))) return 'missing_target';
  const moved = await db
    .updateTable('race_event_sessions')
    .set({ race_event_id: intoId, assigned_by: 'admin', assigned_at: new Date() })
    .where('race_event_id', '=', fromId)
    .executeTakeFirst();
  await db
    .updateTable('race_event_aliases')
    .set({ race_event_id: intoId })
    .where('race_event_id', '=', fromId)
    .execute();
  await db.insertInto('race_event_aliases').values({ alias_id: fromId, race_event_id: intoId }).execute();
  await db.deleteFrom('race_events').where('id', '=', fromId).execute();
  return { moved: Number(moved.numUpdatedRows) };
}

/** What holds an event: the sessions in it, and the events merged into it, whose old ids lead to it. */
export interface EventHoldings {
  sessions: number;
  merged: number;
}

export type DeletionOutcome = { deleted: RaceEventFacts } | { held: EventHoldings } | 'missing';

/**
 * Deletes an event that holds nothing (one created by mistake). An event holding sessions, or into which
 * others were merged, stays: deleting it would leave its sessions without an event, or the merged events'
 * links leading nowhere. The sessions are counted in `race_event_sessions`, so that a session being
 * rebuilt (its projection row gone a moment) still holds its event.
 */
export async function deleteEmptyRaceEvent(db: DbOrTrx, id: string): Promise<DeletionOutcome> {
  const facts = await factsOf(db, id);
  if (!facts) return 'missing';
  const { rows } = await sql<EventHoldings>`
    SELECT
      (SELECT count(*)::int FROM race_event_sessions WHERE race_event_id = ${id}) AS sessions,
      (SELECT count(*)::int FROM race_event_aliases WHERE race_event_id = ${id}) AS merged
  `.execute(db);
  const held = rows[0] as EventHoldings;
  if (held.sessions > 0 || held.merged > 0) return { held };
  await db.deleteFrom('race_events').where('id', '=', id).execute();
  return { deleted: facts };
}

export type MoveOutcome =
  | { from: string | null; to: string }
  | 'missing_session'
  | 'missing_event'
  | 'unchanged';

/** Moves a session to another event; the session keeps it whatever ingest would have chosen. */
export async function moveSessionToEvent(
  db: DbOrTrx,
  sessionId: string,
  eventId: string,
): Promise<MoveOutcome> {
  const session = await db
    .selectFrom('sessions')
    .select(['id', 'is_replay'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  if (!session) return 'missing_session';
  if (!(await factsOf(db, eventId))) return 'missing_event';
  const current = await db
    .selectFrom('race_event_sessions')
    .select('race_event_id')
    .where('session_id', '=', sessionId)
    .executeTakeFirst();
  if (current?.race_event_id === eventId) return 'unchanged';
  await db
    .insertInto('race_event_sessions')
    .values({
      session_id: sessionId,
      race_event_id: eventId,
      assigned_by: 'admin',
      kind: session.is_replay ? 'replay' : sessionId.startsWith('import-') ? 'import' : 'live',
    })
    .onConflict((conflict) =>
      conflict
        .column('session_id')
        .doUpdateSet({ race_event_id: eventId, assigned_by: 'admin', assigned_at: new Date() }),
    )
    .execute();
  return { from: current?.race_event_id ?? null, to: eventId };
}
