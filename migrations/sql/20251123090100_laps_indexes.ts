import { type Kysely, sql } from 'kysely';

/**
 * Two reads of the laps table that its key (session, car, lap) does not serve: a session report pages
 * through every car's laps in the order they were completed, and a driver's page gathers that driver's
 * laps across cars and sessions. Without these both scan the table (20,000 rows a race).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX laps_completion_idx ON laps (session_id, race_time_ms, number, lap_number)`.execute(
    db,
  );
  await sql`CREATE INDEX laps_driver_idx ON laps (driver_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX laps_driver_idx`.execute(db);
  await sql`DROP INDEX laps_completion_idx`.execute(db);
}
