import { type Kysely, sql } from 'kysely';

/*
 * An id names a stored event or an alias (the id of an event merged into another), never both: every route
 * taking an event id follows the alias, and ingest sends a session whose event id is an alias to the event
 * it leads to. An admin could create an event again under an id merged away before, which left the id both:
 * the API and ingest then disagreed on which event it meant. Creating an event now takes its id back from
 * the alias; here the ids already both lose their alias, the stored event being the one an admin made last.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM race_event_aliases AS a USING race_events AS e WHERE e.id = a.alias_id
  `.execute(db);
}

/** The aliases deleted are not known any more; the rule they broke stays harmless to the code before. */
export async function down(_db: Kysely<unknown>): Promise<void> {}
