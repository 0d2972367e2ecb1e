import { type Kysely, sql } from 'kysely';

/*
 * Race events become stored entities: name, championship and round, circuit, time zone, schedule, the
 * sessions they hold. Until now they were derived from each session's event name and its day in Paris, so
 * that an import without a name became "Course du 10 mai 2025" on no circuit, and nothing could be renamed
 * or merged.
 *
 * - `race_events`: one row per event, from the season calendar, the live feed, an import or an admin
 *   (`origin`). Its id keeps the rule of the derived ids (slug of the name without its year, then the day),
 *   so that links made before stay valid.
 * - `race_event_sessions`: which event each session belongs to, set by ingest when the session starts and
 *   by an admin who moves it. Kept apart from `sessions`, a projection that a rebuild writes again (hence no
 *   foreign key to it: deleting a session removes its row here).
 * - `race_event_aliases`: the id of an event merged into another, so that a session that would have gone to
 *   it (a replay of its recording) goes to the event it was merged into.
 *
 * The three views keep the names and columns race pages read. Sessions stored before this migration belong
 * to no event until ingest assigns them as it starts (`assignUnassignedSessions`), by the same rules as a new
 * session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`DROP VIEW race_events`.execute(db);
  await sql`DROP VIEW race_event_references`.execute(db);
  await sql`DROP VIEW session_race_events`.execute(db);

  await sql`
    CREATE TABLE race_events (
      id text PRIMARY KEY CHECK (id ~ '^[a-z0-9][a-z0-9-]{0,99}$'),
      name text NOT NULL CHECK (btrim(name) <> '' AND length(name) <= 120),
      day date NOT NULL,
      championship text,
      season integer,
      round integer CHECK (round > 0),
      circuit_id text,
      time_zone text NOT NULL,
      scheduled_start timestamptz,
      scheduled_length_s integer CHECK (scheduled_length_s > 0),
      origin text NOT NULL CHECK (origin IN ('calendar', 'feed', 'import', 'admin')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);

  await sql`
    CREATE TABLE race_event_sessions (
      session_id text PRIMARY KEY,
      race_event_id text NOT NULL REFERENCES race_events (id),
      assigned_by text NOT NULL CHECK (assigned_by IN ('ingest', 'admin')),
      assigned_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX race_event_sessions_event_idx ON race_event_sessions (race_event_id)`.execute(db);

  await sql`
    CREATE TABLE race_event_aliases (
      alias_id text PRIMARY KEY,
      race_event_id text NOT NULL REFERENCES race_events (id) ON DELETE CASCADE
    )
  `.execute(db);

  await sql`
    CREATE VIEW session_race_events AS
    SELECT s.id AS session_id, res.race_event_id,
      (coalesce(s.start_time, s.created_at) AT TIME ZONE e.time_zone)::date AS local_day,
      CASE WHEN s.is_replay THEN 'replay' WHEN s.id LIKE 'import-%' THEN 'import' ELSE 'live' END AS kind
    FROM sessions AS s
    JOIN race_event_sessions AS res ON res.session_id = s.id
    JOIN race_events AS e ON e.id = res.race_event_id
  `.execute(db);

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

  // What the lists need of an event's sessions: how many, whether the feed runs one now, and when the feed
  // last started one (the followed event is the one of the newest live session).
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

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP VIEW race_event_activity`.execute(db);
  await sql`DROP VIEW race_event_references`.execute(db);
  await sql`DROP VIEW session_race_events`.execute(db);
  await sql`DROP TABLE race_event_aliases`.execute(db);
  await sql`DROP TABLE race_event_sessions`.execute(db);
  await sql`DROP TABLE race_events`.execute(db);
  await sql`
    CREATE VIEW session_race_events AS
    SELECT s.id AS session_id,
      regexp_replace(race_event_slug(s.event_name), '-' || extract(year FROM day.local_day)::int || '$', '')
        || '-' || to_char(day.local_day, 'YYYY-MM-DD') AS race_event_id,
      day.local_day,
      CASE WHEN s.is_replay THEN 'replay' WHEN s.id LIKE 'import-%' THEN 'import' ELSE 'live' END AS kind
    FROM sessions AS s
    CROSS JOIN LATERAL (
      SELECT (coalesce(s.start_time, s.created_at) AT TIME ZONE 'Europe/Paris')::date AS local_day
    ) AS day
  `.execute(db);
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
    CREATE VIEW race_events AS
    SELECT sre.race_event_id AS id,
      (array_agg(s.event_name ORDER BY sre.kind = 'replay', s.created_at, s.id))[1] AS name,
      min(sre.local_day) AS day,
      count(*)::int AS session_count,
      bool_or(sre.kind = 'live' AND s.status = 'active') AS live_now,
      max(s.created_at) AS last_created_at
    FROM session_race_events AS sre
    JOIN sessions AS s ON s.id = sre.session_id
    GROUP BY sre.race_event_id
  `.execute(db);
}
