import { type Kysely, sql } from 'kysely';

/*
 * Each state checkpoint says which version of the fold's model it holds. The checkpoints already stored
 * say 0, a version no fold has: they are not read, and are rebuilt from the events. Without a default,
 * every writer names the version it writes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE session_state_checkpoints
      ADD COLUMN projection_version integer NOT NULL DEFAULT 0
  `.execute(db);
  await sql`ALTER TABLE session_state_checkpoints ALTER COLUMN projection_version DROP DEFAULT`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE session_state_checkpoints DROP COLUMN projection_version`.execute(db);
}
