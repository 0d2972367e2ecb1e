import { type Kysely, sql } from 'kysely';

/*
 * What the live ranking shows beyond the gap to the leader, kept by the fold of the events like the rest of
 * the standing: intervals and class gaps at the line, the sectors of the lap in progress and of the last
 * lap, the lap of the last pit stop, and the positions at the start of the race hour. Standings already
 * projected keep empty values until their cars cross the line again (or a rebuild of the projections).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE live_standings
      ADD COLUMN interval_ms integer,
      ADD COLUMN interval_text text NOT NULL DEFAULT '',
      ADD COLUMN class_gap_ms integer,
      ADD COLUMN class_gap_text text NOT NULL DEFAULT '',
      ADD COLUMN class_interval_ms integer,
      ADD COLUMN class_interval_text text NOT NULL DEFAULT '',
      ADD COLUMN lap_sector1_ms integer,
      ADD COLUMN lap_sector2_ms integer,
      ADD COLUMN lap_sector3_ms integer,
      ADD COLUMN last_sector1_ms integer,
      ADD COLUMN last_sector2_ms integer,
      ADD COLUMN last_sector3_ms integer,
      ADD COLUMN last_pit_lap integer,
      ADD COLUMN hour_start_ranking integer,
      ADD COLUMN hour_start_class_position integer
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE live_standings
      DROP COLUMN interval_ms,
      DROP COLUMN interval_text,
      DROP COLUMN class_gap_ms,
      DROP COLUMN class_gap_text,
      DROP COLUMN class_interval_ms,
      DROP COLUMN class_interval_text,
      DROP COLUMN lap_sector1_ms,
      DROP COLUMN lap_sector2_ms,
      DROP COLUMN lap_sector3_ms,
      DROP COLUMN last_sector1_ms,
      DROP COLUMN last_sector2_ms,
      DROP COLUMN last_sector3_ms,
      DROP COLUMN last_pit_lap,
      DROP COLUMN hour_start_ranking,
      DROP COLUMN hour_start_class_position
  `.execute(db);
}
