import { type Kysely, sql } from 'kysely';

/** How far each consumer (ingest per feed, projections, publishers) has got; written in its own transaction. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE checkpoints (
      id text PRIMARY KEY,
      position bigint NOT NULL DEFAULT 0,
      value jsonb NOT NULL DEFAULT '{}',
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE checkpoints`.execute(db);
}
