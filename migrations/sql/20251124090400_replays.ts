import { type Kysely, sql } from 'kysely';

/**
 * Replays of stored recordings through the pipeline. A replay plays its recording on a feed channel of its
 * own and is ingested as a session of its own; `run` counts the seeks backwards, each of which starts a new
 * session (a session's events only ever move forward). The state is what the operator asked for, plus
 * `finished` once the recording's end was reached and `failed` when it could not go on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE replays (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      recording_id uuid NOT NULL REFERENCES recordings (id),
      session_id text NOT NULL,
      run int NOT NULL DEFAULT 1,
      speed double precision NOT NULL CHECK (speed > 0),
      start_race_time_ms bigint NOT NULL CHECK (start_race_time_ms >= 0),
      state text NOT NULL CHECK (state IN ('starting', 'running', 'paused', 'finished', 'stopped', 'failed')),
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  // Ingest restores the replays still playing at start, and the public list shows them.
  await sql`CREATE INDEX replays_playing_idx ON replays (state) WHERE state IN ('starting', 'running', 'paused')`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE replays`.execute(db);
}
