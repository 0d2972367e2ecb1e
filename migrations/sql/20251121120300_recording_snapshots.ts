import { type Kysely, sql } from 'kysely';

/** The organiser snapshots of a `snapshots` recording, in polling order, each body compressed. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE recording_snapshots (
      recording_id uuid NOT NULL REFERENCES recordings (id) ON DELETE CASCADE,
      seq int NOT NULL,
      race_time_ms bigint NOT NULL,
      observed_at timestamptz NOT NULL,
      body bytea NOT NULL,
      PRIMARY KEY (recording_id, seq)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE recording_snapshots`.execute(db);
}
