import { type Kysely, sql } from 'kysely';

/** Video streams of the teams, managed from the admin area; the public sees the active ones. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE streams (
      id serial PRIMARY KEY,
      team_number text NOT NULL,
      team_name text NOT NULL,
      stream_title text,
      stream_description text,
      stream_url text NOT NULL,
      is_active boolean NOT NULL DEFAULT false,
      status text NOT NULL DEFAULT 'inactive' CHECK (status IN ('inactive', 'live', 'replay')),
      priority integer NOT NULL DEFAULT 0,
      category text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX streams_active_idx ON streams (priority DESC, id) WHERE is_active`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE streams`.execute(db);
}
