import { type Kysely, sql } from 'kysely';

/**
 * The admin area's server-side state. A session is known by the sha256 of its cookie token, so that a
 * leaked table opens nothing; logging out deletes the row, which ends the session for any copy of the
 * cookie. The audit keeps every administrator action, including failed logins.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE admin_sessions (
      token_hash text PRIMARY KEY,
      client_ip_hash text,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX admin_sessions_expires_idx ON admin_sessions (expires_at)`.execute(db);

  await sql`
    CREATE TABLE admin_audit (
      id bigserial PRIMARY KEY,
      action text NOT NULL,
      target text,
      details jsonb NOT NULL DEFAULT '{}',
      client_ip_hash text,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX admin_audit_created_idx ON admin_audit (created_at DESC, id DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE admin_audit`.execute(db);
  await sql`DROP TABLE admin_sessions`.execute(db);
}
