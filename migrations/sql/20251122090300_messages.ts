import { type Kysely, sql } from 'kysely';

/**
 * Visitors' contact messages (spec part 2 §3), triaged by the administrators: new, then read, then replied.
 * The texts are kept as typed; the sender's address only as a hash, to tell a flood from many visitors.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE messages (
      id bigserial PRIMARY KEY,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
      email text NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
      subject text NOT NULL DEFAULT 'Nouveau message' CHECK (length(subject) BETWEEN 1 AND 120),
      message text NOT NULL CHECK (length(message) BETWEEN 1 AND 1000),
      status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'read', 'replied')),
      client_ip_hash text,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX messages_created_idx ON messages (created_at DESC)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE messages`.execute(db);
}
