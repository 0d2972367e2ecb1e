import { type Kysely, sql } from 'kysely';

/*
 * Each session's kind (live, import, replay) is kept with its event, as the session starts, so that
 * `session_race_events`, which every race page joins once or twice, is that one table: as a join of three
 * tables it tripled the time Postgres takes to plan a driver's page (7 ms for a query that runs in 1.5). A
 * session's kind never changes (its documents say from the first whether they are a replay's).
 * Its local day, which only the naming of an upload reads, is worked out there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE race_event_sessions ADD COLUMN kind text CHECK (kind IN ('live', 'import', 'replay'))
  `.execute(db);
  await sql`
    UPDATE race_event_sessions AS res
    SET kind = CASE WHEN s.is_replay THEN 'replay' WHEN s.id LIKE 'import-%' THEN 'import' ELSE 'live' END
    FROM sessions AS s
    WHERE s.id = res.session_id
  `.execute(db);
  await sql`
    UPDATE race_event_sessions
    SET kind = CASE WHEN session_id LIKE 'replay-%' THEN 'replay' WHEN session_id LIKE 'import-%' THEN 'import'
      ELSE 'live' END
    WHERE kind IS NULL
  `.execute(db);
  await sql`ALTER TABLE race_event_sessions ALTER COLUMN kind SET NOT NULL`.execute(db);
  await replaceSessionRaceEvents(db, sql`SELECT session_id, race_event_id, kind FROM race_event_sessions`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replaceSessionRaceEvents(
    db,
    sql`
      SELECT s.id AS session_id, res.race_event_id,
        (coalesce(s.start_time, s.created_at) AT TIME ZONE e.time_zone)::date AS local_day,
        CASE WHEN s.is_replay THEN 'replay' WHEN s.id LIKE 'import-%' THEN 'import' ELSE 'live' END AS kind
      FROM sessions AS s
      JOIN race_event_sessions AS res ON res.session_id = s.id
      JOIN race_events AS e ON e.id = res.race_event_id
    `,
  );
  await sql`ALTER TABLE race_event_sessions DROP COLUMN kind`.execute(db);
}

/** Redefines `session_race_events` as `body`, with the two views built on it, unchanged. */
async function replaceSessionRaceEvents(db: Kysely<unknown>, body: ReturnType<typeof sql>): Promise<void> {
  await sql`DROP VIEW race_event_activity`.execute(db);
  await sql`DROP VIEW race_event_references`.execute(db);
  await sql`DROP VIEW session_race_events`.execute(db);
  await sql`CREATE VIEW session_race_events AS ${body}`.execute(db);
  await sql`
    CREATE VIEW race_event_references AS
    SELECT chosen.race_event_id, chosen.session_id, chosen.name, chosen.kind, chosen.status,
      (chosen.status = 'active' OR NOT chosen.from_start) AS partial,
      session_partial_since_ms(chosen.session_id) AS partial_since_ms
    FROM (
      SELECT DISTINCT ON (sre.race_event_id) sre.race_event_id, s.id AS session_id, s.name, sre.kind, s.status,
        from_start.found AS from_start
      FROM session_race_events AS sre
      JOIN sessions AS s ON s.id = sre.session_id
      LEFT JOIN session_stats AS st ON st.session_id = s.id
      CROSS JOIN LATERAL (
        SELECT EXISTS (SELECT 1 FROM laps AS l WHERE l.session_id = s.id AND l.lap_number = 1) AS found
      ) AS from_start
      WHERE sre.kind <> 'replay'
      ORDER BY sre.race_event_id, from_start.found DESC, coalesce(st.total_laps, 0) DESC,
        s.status = 'ended' DESC, sre.kind = 'live' DESC, s.created_at DESC, s.id DESC
    ) AS chosen
  `.execute(db);
  await sql`
    CREATE VIEW race_event_activity AS
    SELECT sre.race_event_id,
      count(*)::int AS session_count,
      bool_or(sre.kind = 'live' AND s.status = 'active') AS live_now,
      max(s.created_at) FILTER (WHERE sre.kind = 'live') AS last_live_created_at,
      max(s.created_at) AS last_created_at
    FROM session_race_events AS sre
    JOIN sessions AS s ON s.id = sre.session_id
    GROUP BY sre.race_event_id
  `.execute(db);
}
