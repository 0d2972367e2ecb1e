import { type Kysely, sql } from 'kysely';

/*
 * How sure each stop's duration is: 0 when the source timed it (an import's file, to the millisecond), else
 * the interval between the snapshots that saw the car go in and come out (a poll times a stop to that).
 * Null when unknown, as for the stops stored before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE pit_stops ADD COLUMN duration_precision_ms integer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE pit_stops DROP COLUMN duration_precision_ms`.execute(db);
}
