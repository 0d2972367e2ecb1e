import type { DbOrTrx } from '@lemans/platform';
import { sql } from 'kysely';

/** One advisory lock for the stored events, their aliases and which session belongs to which. */
const RACE_EVENTS_LOCK = sql`hashtext('race-events')`;

/**
 * Holds every other change of the stored events until this transaction ends: an admin's create, change,
 * merge or move. A merge deletes an event a concurrent move or merge may be sending sessions or an alias
 * to, and two merges crossing (A into B, B into A) would each wait on rows the other holds: one at a time,
 * each change sees the outcome of the one before (an event merged away is a 404) instead of a foreign key
 * violation, a duplicate key or a deadlock. Admin changes are rare: one lock for them all leaves no order
 * of locks to get wrong.
 */
export async function lockRaceEventChanges(trx: DbOrTrx): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${RACE_EVENTS_LOCK})`.execute(trx);
}

/**
 * Keeps the events as they are until this transaction ends while it puts a session in one (ingest, as a
 * session starts): the event it picks cannot be merged away before its row points at it. Shared: sessions
 * starting together do not wait for each other, only for an admin's change.
 */
export async function holdRaceEventsSteady(trx: DbOrTrx): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock_shared(${RACE_EVENTS_LOCK})`.execute(trx);
}
