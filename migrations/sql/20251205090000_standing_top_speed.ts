import { type Kysely, sql } from 'kysely';

/*
 * A car's highest top speed of the laps seen (« Vmax » in the ranking). Standings already projected have
 * none until their session is rebuilt; state checkpoints of the former model are not read again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE live_standings ADD COLUMN top_speed real`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE live_standings DROP COLUMN top_speed`.execute(db);
}
