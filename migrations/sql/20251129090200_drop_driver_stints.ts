import { type Kysely, sql } from 'kysely';

/*
 * The `stints` projection (each driver's stints, written on every lap) was read by no route: the stints the
 * site shows are stints between pit stops, computed from the laps (`/api/sessions/:id/stints`, the
 * endurance analysis). "Stint" now means that alone; the table goes, and ingest writes a row less per lap.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE stints`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE stints (
      session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
      number text NOT NULL,
      stint_number integer NOT NULL,
      driver_id integer,
      first_lap integer NOT NULL,
      last_lap integer NOT NULL,
      started_race_ms bigint NOT NULL,
      ended_race_ms bigint,
      PRIMARY KEY (session_id, number, stint_number)
    )
  `.execute(db);
}
