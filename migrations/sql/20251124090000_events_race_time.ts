import { type Kysely, sql } from 'kysely';

/*
 * The race time of each event, as a column of its own so that a session's events between two race times
 * are one index range: the session as it stood at a past moment is read from a state checkpoint plus the
 * events after it, never by scanning the stream from its start. Generated from the metadata ingest already
 * writes, so no writer changes and existing rows are filled in; through numeric, so that a fractional
 * race time is rounded rather than refusing the append.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE events
      ADD COLUMN race_time_ms bigint GENERATED ALWAYS AS ((metadata->>'raceTimeMs')::numeric::bigint) STORED
  `.execute(db);
  await sql`
    CREATE INDEX events_stream_race_time_idx ON events (stream_id, race_time_ms, stream_position)
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX events_stream_race_time_idx`.execute(db);
  await sql`ALTER TABLE events DROP COLUMN race_time_ms`.execute(db);
}
