import { type Kysely, sql } from 'kysely';

/*
 * How far ingest (per session) and the alerts relay have read gets a name of its own: "checkpoint" is the
 * fold's saved state (`session_state_checkpoints`). Renamed in place with its primary key; the rows stay.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE checkpoints RENAME TO cursors`.execute(db);
  await sql`ALTER TABLE cursors RENAME CONSTRAINT checkpoints_pkey TO cursors_pkey`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE cursors RENAME CONSTRAINT cursors_pkey TO checkpoints_pkey`.execute(db);
  await sql`ALTER TABLE cursors RENAME TO checkpoints`.execute(db);
}
