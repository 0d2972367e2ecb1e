import { type Kysely, sql } from 'kysely';

/**
 * Audience events sent by the browsers (page views, clicks, errors...). Append-only; `occurred_at` is the
 * browser's clock, `received_at` the server's, so that a skewed client can be told apart.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE analytics_events (
      id bigserial PRIMARY KEY,
      name text NOT NULL,
      section text NOT NULL,
      path text NOT NULL,
      occurred_at timestamptz NOT NULL,
      data jsonb,
      received_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX analytics_events_received_idx ON analytics_events (received_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE analytics_events`.execute(db);
}
