import type { Replay } from '@lemans/contract';
import type { DbOrTrx } from '@lemans/platform';
import { sql } from 'kysely';
import { LISTED_SESSION, REPLAY_PLAYED_SECONDS } from '../sessions/listed-sessions.ts';
import { SESSION_EVENT_NAME } from '../sessions/session-event-name.ts';
import { SESSION_TIME_ZONE } from '../sessions/session-time-zone.ts';

/** A row as Postgres gives it: its dates are Dates until they are put on the wire. */
type ReplayRow = Omit<Replay, 'created_at' | 'race_date'> & { created_at: Date; race_date: Date | null };

/**
 * Recorded sessions (a published replay, or a completed session with data) then the active streams in
 * status 'replay', newest first within each, in one query. Stream ids are prefixed so both kinds share one
 * key. A session is dated by its race (`race_date`), and a replay lasts the race time it played.
 */
export async function listReplays(db: DbOrTrx): Promise<Replay[]> {
  const { rows } = await sql<ReplayRow & { kind_rank: number }>`
    SELECT * FROM (
      SELECT 'session-' || s.id AS id, 'session' AS kind, s.id AS session_id, NULL::integer AS stream_id,
        NULL AS team_number, NULL AS team_name, NULL AS car_name, NULL AS category, NULL AS stream_title,
        ${SESSION_EVENT_NAME} AS stream_description, NULL AS stream_url, NULL AS replay_url,
        CASE WHEN s.is_replay THEN ${REPLAY_PLAYED_SECONDS}
          ELSE coalesce((st.last_race_time_ms / 1000)::int, s.duration_s) END AS duration,
        s.created_at, s.start_time AS race_date,
        true AS is_available, s.name AS session_name, s.name AS title, ${SESSION_TIME_ZONE} AS time_zone,
        0 AS kind_rank
      FROM sessions AS s
      LEFT JOIN session_stats AS st ON st.session_id = s.id
      WHERE (s.is_replay OR (NOT s.active AND s.data_count > 0)) AND ${LISTED_SESSION}
      UNION ALL
      SELECT 'stream-' || r.id, 'stream', NULL, r.id, r.team_number, r.team_name, c.car_name,
        coalesce(r.category, c.category_label), r.stream_title, r.stream_description, r.stream_url,
        r.stream_url, NULL, r.created_at, NULL, r.is_active, NULL, coalesce(r.stream_title, r.team_name), NULL,
        1
      FROM streams AS r
      LEFT JOIN LATERAL (
        SELECT car_name, category_label FROM catalogue_entries WHERE number = r.team_number LIMIT 1
      ) AS c ON true
      WHERE r.status = 'replay' AND r.is_active
    ) AS replay
    ORDER BY kind_rank, created_at DESC, id
  `.execute(db);
  return rows.map(({ kind_rank: _rank, created_at, race_date, ...replay }) => ({
    ...replay,
    created_at: created_at.toISOString(),
    race_date: race_date?.toISOString() ?? null,
  }));
}
