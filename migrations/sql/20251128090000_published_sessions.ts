import { type Kysely, sql } from 'kysely';

/*
 * The replay sessions an operator has published. A replay started from the admin area is a preview: it is
 * listed publicly only once published. Kept apart from `sessions`, which is a projection that a rebuild
 * deletes and writes again from the events: the operator's choice is no event and must outlive a rebuild
 * (hence no foreign key either; deleting a session removes its row here). Replay sessions stored before
 * this table are left private: each was started to check something, none was ever chosen to be shown,
 * and the operator publishes the ones worth keeping.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE published_sessions (
      session_id text PRIMARY KEY,
      published_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE published_sessions`.execute(db);
}
