import { type Kysely, sql } from 'kysely';

/*
 * Projections of the live timing events: every row here is a fold of the `events` table, written in the
 * same transaction as the events it derives from, and rebuildable from them. A car is identified within a
 * session by its race number as a string ("007" is not "7").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE sessions (
      id text PRIMARY KEY,
      organiser_session_id bigint NOT NULL,
      name text NOT NULL,
      session_type text NOT NULL,
      event_name text NOT NULL DEFAULT '',
      is_replay boolean NOT NULL DEFAULT false,
      active boolean NOT NULL DEFAULT true,
      status text NOT NULL DEFAULT 'active',
      race_state text NOT NULL DEFAULT 'green',
      start_time timestamptz,
      duration_s integer,
      weather jsonb,
      data_count integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL,
      completed_at timestamptz
    )
  `.execute(db);

  await sql`
    CREATE TABLE entries (
      session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
      number text NOT NULL,
      entry_id integer NOT NULL,
      team text NOT NULL,
      car text NOT NULL,
      brand text NOT NULL,
      category text NOT NULL,
      nationality text NOT NULL,
      tyre text NOT NULL,
      drivers jsonb NOT NULL,
      PRIMARY KEY (session_id, number)
    )
  `.execute(db);

  await sql`
    CREATE TABLE live_standings (
      session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
      number text NOT NULL,
      entry_id integer NOT NULL,
      ranking integer NOT NULL,
      category_position integer NOT NULL,
      lap_count integer NOT NULL DEFAULT 0,
      last_lap_ms integer,
      best_lap_ms integer,
      best_lap_number integer,
      gap_ms integer NOT NULL DEFAULT 0,
      gap_text text NOT NULL DEFAULT '',
      pitstops integer NOT NULL DEFAULT 0,
      speed real,
      current_sector integer NOT NULL DEFAULT 0,
      car_state text NOT NULL DEFAULT 'Running',
      driver_id integer,
      position_change integer NOT NULL DEFAULT 0,
      last_crossing_ms bigint,
      best_sector1_ms integer,
      best_sector2_ms integer,
      best_sector3_ms integer,
      PRIMARY KEY (session_id, number)
    )
  `.execute(db);

  await sql`
    CREATE TABLE laps (
      session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
      number text NOT NULL,
      lap_number integer NOT NULL,
      timed boolean NOT NULL,
      lap_time_ms integer,
      sector1_ms integer,
      sector2_ms integer,
      sector3_ms integer,
      driver_id integer,
      position integer,
      gap_ms integer,
      speed real,
      pit_in boolean NOT NULL DEFAULT false,
      pit_out boolean NOT NULL DEFAULT false,
      driver_change boolean NOT NULL DEFAULT false,
      race_time_ms bigint NOT NULL,
      PRIMARY KEY (session_id, number, lap_number)
    )
  `.execute(db);

  await sql`
    CREATE TABLE stints (
      session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
      number text NOT NULL,
      stint_number integer NOT NULL,
      driver_id integer,
      first_lap integer NOT NULL,
      last_lap integer NOT NULL,
      started_race_ms bigint NOT NULL,
      ended_race_ms bigint,
      PRIMARY KEY (session_id, number, stint_number)
    )
  `.execute(db);

  await sql`
    CREATE TABLE pit_stops (
      session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
      number text NOT NULL,
      stop_number integer NOT NULL,
      lap_number integer NOT NULL,
      entered_race_ms bigint NOT NULL,
      exited_race_ms bigint,
      duration_ms integer,
      driver_in_id integer,
      driver_out_id integer,
      PRIMARY KEY (session_id, number, stop_number)
    )
  `.execute(db);

  await sql`
    CREATE TABLE session_stats (
      session_id text PRIMARY KEY REFERENCES sessions (id) ON DELETE CASCADE,
      total_laps integer NOT NULL DEFAULT 0,
      timed_laps integer NOT NULL DEFAULT 0,
      lap_time_sum_ms bigint NOT NULL DEFAULT 0,
      fastest_lap_ms integer,
      fastest_lap_number text,
      fastest_lap_lap integer,
      fastest_lap_driver_id integer,
      pit_stops integer NOT NULL DEFAULT 0,
      driver_changes integer NOT NULL DEFAULT 0,
      last_race_time_ms bigint NOT NULL DEFAULT 0
    )
  `.execute(db);

  await sql`
    CREATE TABLE report_events (
      event_position bigint PRIMARY KEY,
      session_id text NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
      event_type text NOT NULL,
      number text,
      lap_number integer,
      description text NOT NULL,
      race_time_ms bigint NOT NULL,
      occurred_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX report_events_session_idx ON report_events (session_id, event_position)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'report_events',
    'session_stats',
    'pit_stops',
    'stints',
    'laps',
    'live_standings',
    'entries',
  ]) {
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  }
  await sql`DROP TABLE sessions`.execute(db);
}
