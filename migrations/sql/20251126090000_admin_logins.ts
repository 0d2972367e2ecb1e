import { type Kysely, sql } from 'kysely';

/*
 * The administrators' logins get a name of their own: "session" is the race session everywhere else. The
 * table, its primary key and its index are renamed in place; the rows (logins still open) stay valid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE admin_sessions RENAME TO admin_logins`.execute(db);
  await sql`ALTER TABLE admin_logins RENAME CONSTRAINT admin_sessions_pkey TO admin_logins_pkey`.execute(db);
  await sql`ALTER INDEX admin_sessions_expires_idx RENAME TO admin_logins_expires_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER INDEX admin_logins_expires_idx RENAME TO admin_sessions_expires_idx`.execute(db);
  await sql`ALTER TABLE admin_logins RENAME CONSTRAINT admin_logins_pkey TO admin_sessions_pkey`.execute(db);
  await sql`ALTER TABLE admin_logins RENAME TO admin_sessions`.execute(db);
}
