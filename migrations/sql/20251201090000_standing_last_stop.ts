import { type Kysely, sql } from 'kysely';

/*
 * The time in the pits of each car's last stop, and how sure it is (0 when the source timed it, else the
 * interval between the snapshots that saw the car go in and come out): the live ranking shows it beside the
 * stops. Standings already projected keep it empty until their cars stop again (or a rebuild).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE live_standings
      ADD COLUMN last_pit_ms integer,
      ADD COLUMN last_pit_precision_ms integer
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE live_standings
      DROP COLUMN last_pit_ms,
      DROP COLUMN last_pit_precision_ms
  `.execute(db);
}
