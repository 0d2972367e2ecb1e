import { type Kysely, sql } from 'kysely';

/*
 * Race events (meetings: 24 Heures du Mans 2025, 6 Heures de Spa-Francorchamps 2025) as relations derived
 * from the sessions, so that they can never disagree with them nor outlive their last session, and a
 * projection rebuild needs nothing more. A session belongs to the event named by its SessionStarted event
 * on the organiser's local day of its start (Europe/Paris): a live session, the import of the same race
 * and their replays meet in one event; the same name on another day is another event.
 *
 * - `session_race_events`: each session's event id (`24-heures-du-mans-2025-06-14`), local day and kind
 *   (live, import, replay).
 * - `race_event_references`: per event, its reference session, the most complete one that is not a replay
 *   (most laps, then finished, then a live session over an import, then the newest): race pages take
 *   their figures from it and never add sessions up.
 * - `race_events`: one row per event with its name, day, session count and reference session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // Lower case ASCII words joined by dashes; accents folded rather than dropped ("Épreuve" → "epreuve").
  await sql`
    CREATE FUNCTION race_event_slug(name text) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE
    RETURN coalesce(nullif(trim(BOTH '-' FROM regexp_replace(lower(translate(name,
      'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿŒœ',
      'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyyOo')), '[^a-z0-9]+', '-', 'g')), ''), 'course')
  `.execute(db);

  await sql`
    CREATE VIEW session_race_events AS
    SELECT s.id AS session_id,
      -- The year already is in the day: "24 Heures du Mans 2025" on 2025-06-14 is 24-heures-du-mans-2025-06-14.
      regexp_replace(race_event_slug(s.event_name), '-' || extract(year FROM day.local_day)::int || '$', '')
        || '-' || to_char(day.local_day, 'YYYY-MM-DD') AS race_event_id,
      day.local_day,
      CASE WHEN s.is_replay THEN 'replay' WHEN s.id LIKE 'import-%' THEN 'import' ELSE 'live' END AS kind
    FROM sessions AS s
    CROSS JOIN LATERAL (
      SELECT (coalesce(s.start_time, s.created_at) AT TIME ZONE 'Europe/Paris')::date AS local_day
    ) AS day
  `.execute(db);

  // The reference is chosen first and only its own laps are looked at: a session followed from the start
  // has a lap 1, found at the head of the laps' primary key; one joined late has none.
  await sql`
    CREATE VIEW race_event_references AS
    SELECT chosen.race_event_id, chosen.session_id, chosen.name, chosen.kind, chosen.status,
      (chosen.status = 'active' OR NOT EXISTS (
        SELECT 1 FROM laps AS l WHERE l.session_id = chosen.session_id AND l.lap_number = 1
      )) AS partial
    FROM (
      SELECT DISTINCT ON (sre.race_event_id) sre.race_event_id, s.id AS session_id, s.name, sre.kind, s.status
      FROM session_race_events AS sre
      JOIN sessions AS s ON s.id = sre.session_id
      LEFT JOIN session_stats AS st ON st.session_id = s.id
      WHERE sre.kind <> 'replay'
      ORDER BY sre.race_event_id, coalesce(st.total_laps, 0) DESC, s.status = 'ended' DESC,
        sre.kind = 'live' DESC, s.created_at DESC, s.id DESC
    ) AS chosen
  `.execute(db);

  await sql`
    CREATE VIEW race_events AS
    SELECT sre.race_event_id AS id,
      -- The name its non-replay sessions give, the first one's; a replay-only event takes its replays'.
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

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP VIEW race_events`.execute(db);
  await sql`DROP VIEW race_event_references`.execute(db);
  await sql`DROP VIEW session_race_events`.execute(db);
  await sql`DROP FUNCTION race_event_slug(text)`.execute(db);
}
