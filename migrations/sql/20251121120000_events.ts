import { type Kysely, sql } from 'kysely';

/*
 * The source of truth. transaction_id lets position-following readers stop below the oldest
 * transaction still in flight (transaction_id < pg_snapshot_xmin(pg_current_snapshot())), so a row
 * whose global_position was taken early but committed late is never skipped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE events (
      global_position bigserial PRIMARY KEY,
      transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
      stream_id text NOT NULL,
      stream_position bigint NOT NULL,
      type text NOT NULL,
      data jsonb NOT NULL,
      metadata jsonb NOT NULL DEFAULT '{}',
      recorded_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (stream_id, stream_position)
    )
  `.execute(db);
  await sql`CREATE INDEX events_transaction_id_global_position_idx ON events (transaction_id, global_position)`.execute(
    db,
  );
  await sql`CREATE INDEX events_stream_id_type_idx ON events (stream_id, type)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE events`.execute(db);
}
