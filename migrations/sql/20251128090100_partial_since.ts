import { type Kysely, sql } from 'kysely';

/*
 * A session joined after the start says from when its data runs, so that every page showing its figures can
 * say « Données partielles depuis 23:45:00 »: `session_partial_since_ms(id)` is the race time of its first
 * document (its first event's; the first lap's end for a session without events), null for a session that
 * has its lap 1 or whose data begins at the start (followed from the start), or has no data yet.
 *
 * The reference session of an event prefers a session followed from the start: a live session joined late
 * and still running may already hold more laps than an import of the whole race would hide, or a newer one;
 * its figures would still miss the race's beginning.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION session_partial_since_ms(of_session text) RETURNS integer
    LANGUAGE sql STABLE PARALLEL SAFE
    RETURN CASE WHEN NOT EXISTS (
      SELECT 1 FROM laps AS l WHERE l.session_id = of_session AND l.lap_number = 1
    ) THEN nullif(coalesce(
      (SELECT e.race_time_ms FROM events AS e WHERE e.stream_id = 'session-' || of_session
        ORDER BY e.stream_position LIMIT 1),
      (SELECT min(l.race_time_ms) FROM laps AS l WHERE l.session_id = of_session)
    ), 0)::int END
  `.execute(db);

  await sql`
    CREATE OR REPLACE VIEW race_event_references AS
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP VIEW race_event_references`.execute(db);
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
  await sql`DROP FUNCTION session_partial_since_ms(text)`.execute(db);
}
