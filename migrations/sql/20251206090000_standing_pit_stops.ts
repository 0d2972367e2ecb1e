import { type Kysely, sql } from 'kysely';

/*
 * A car's pit stops under the name the live row and the events give them (`pit_stops`, `pitStops`), so that
 * the fact has one name from the parser to the page. State checkpoints of the former model name the column
 * otherwise and are not read again (projection version 3).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE live_standings RENAME COLUMN pitstops TO pit_stops`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE live_standings RENAME COLUMN pit_stops TO pitstops`.execute(db);
}
