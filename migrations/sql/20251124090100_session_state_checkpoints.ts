import { type Kysely, sql } from 'kysely';

/*
 * The projection state of a session every few minutes of race time (the serialised fold: session row,
 * statistics, each car with its entry, standing, stint and open pit stop), written in the transaction of
 * the events that pass each boundary. Like every projection it is rebuilt from the events and goes with
 * its session. `state` is json, not jsonb: it is only ever read whole, and jsonb would turn its 80 KB back
 * into text on every read (twice the time of the read itself, measured).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE session_state_checkpoints (
      session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
      race_time_ms bigint NOT NULL,
      stream_position bigint NOT NULL,
      state json NOT NULL,
      PRIMARY KEY (session_id, race_time_ms)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE session_state_checkpoints`.execute(db);
}
