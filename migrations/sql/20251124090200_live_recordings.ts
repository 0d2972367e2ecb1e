import { type Kysely, sql } from 'kysely';

/*
 * Recordings made while a session is polled live.
 * - recordings.session_id: the session a recording was recorded from or imported into; one recording per
 *   session. No foreign key: rebuilding the projections deletes and rewrites `sessions`, and a recording is
 *   the very thing that must survive that.
 * - recording_snapshots.keyframe: a keyframe row holds a whole organiser document, the others a delta from
 *   the row before; a reader seeks to a keyframe and applies the deltas that follow it.
 * content_sha256 stays required and unique: a live recording's hash is chained over its stored rows, so it
 *   is exact after every poll without reading the recording back when the session ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE recordings ADD COLUMN session_id text UNIQUE`.execute(db);
  await sql`ALTER TABLE recording_snapshots ADD COLUMN keyframe boolean NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE recording_snapshots DROP COLUMN keyframe`.execute(db);
  await sql`ALTER TABLE recordings DROP COLUMN session_id`.execute(db);
}
