import { type Kysely, sql } from 'kysely';

/*
 * Recorded sessions. content_sha256 is unique so that importing the same file twice finds the
 * existing recording instead of storing a copy. Lap recordings keep their gzipped body in `data`;
 * snapshot recordings keep one row per polled snapshot in recording_snapshots.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE recordings (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      event_name text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('laps', 'snapshots')),
      format text NOT NULL,
      source jsonb NOT NULL DEFAULT '{}',
      cars int NOT NULL,
      laps int NOT NULL,
      drivers int NOT NULL,
      duration_ms bigint NOT NULL,
      size_bytes int NOT NULL,
      content_sha256 text NOT NULL UNIQUE,
      data bytea,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE recordings`.execute(db);
}
