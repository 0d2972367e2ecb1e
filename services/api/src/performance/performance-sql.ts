import type { SessionHistoryRow } from '@lemans/contract';
import { categoryLabelOf } from '@lemans/race';
import { type RawBuilder, sql } from 'kysely';

/*
 * Statistics, session history and per-session evolution of a car or a driver, computed in SQL from the
 * projections. The caller's query defines two CTEs first:
 * - `perf_sessions`: one row per (session, car) to report on, the event's sessions that are not replays,
 *   with `session_id`, `entry_id`, `number`, `ranking`, `car_state`, `gap_ms`, `speed`, `session_name`,
 *   `session_type`, `start_time`, `completed_at`, `created_at`, `team_name` and `category` (the timing's);
 * - `perf_laps`: the laps that count (all of a car's, or only those a driver drove), columns of `laps`.
 * then `performanceCtes`, and selects the JSON fragments below (the statistics from the event's reference
 * session): the whole screen stays one query. They give
 * the shapes of `Statistics`, `SessionHistoryRow` and `PerformancePoint` (@lemans/contract).
 */

/**
 * A timestamp as the API writes every date, an ISO string in UTC ("2025-06-14T14:00:00.000Z"), whatever the
 * database's time zone: json_build_object would write the server's offset.
 */
function isoTime(column: RawBuilder<unknown>) {
  return sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The `perf_sessions` rows: the cars matching `car` (a condition on `ls`, the standings) in the event's
 * sessions, replays aside (a replay shows a race again, it adds nothing to it).
 */
export function perfSessionsOf(eventId: string | null, car: RawBuilder<unknown>) {
  return sql`
    SELECT ls.session_id, ls.entry_id, ls.number, ls.ranking, ls.car_state, ls.gap_ms, ls.speed,
      s.name AS session_name, s.session_type, s.start_time, s.completed_at, s.created_at, e.team AS team_name,
      e.category
    FROM live_standings AS ls
    JOIN sessions AS s ON s.id = ls.session_id
    JOIN session_race_events AS sre ON sre.session_id = ls.session_id
    JOIN entries AS e ON e.session_id = ls.session_id AND e.number = ls.number
    WHERE sre.race_event_id = ${eventId} AND sre.kind <> 'replay' AND ${car}
  `;
}

/** A timed lap with a time: untimed laps (out laps, the first crossing) would skew averages and bests. */
const TIMED = sql`timed AND lap_time_ms > 0`;

export const performanceCtes = sql`
  perf_agg AS (
    SELECT session_id, number, count(*)::int AS lap_count,
      min(lap_time_ms) FILTER (WHERE ${TIMED}) AS best_lap,
      round(avg(lap_time_ms) FILTER (WHERE ${TIMED}))::int AS avg_lap,
      min(position) AS best_position,
      min(sector1_ms) FILTER (WHERE sector1_ms > 0) AS best_s1,
      min(sector2_ms) FILTER (WHERE sector2_ms > 0) AS best_s2,
      min(sector3_ms) FILTER (WHERE sector3_ms > 0) AS best_s3
    FROM perf_laps
    GROUP BY session_id, number
  ),
  perf_last AS (
    SELECT DISTINCT ON (session_id, number) session_id, number, lap_time_ms AS last_lap,
      sector1_ms AS last_s1, sector2_ms AS last_s2, sector3_ms AS last_s3
    FROM perf_laps
    ORDER BY session_id, number, lap_number DESC
  )
`;

/**
 * The statistics of the reference session alone (null: none, every figure empty), never a sum of sessions:
 * two sessions of one race would count its laps twice. Like every other best, the best position is the best
 * of the laps (the place held at a line crossing), as the evolution per session gives it, not the place at
 * the end; a disqualified car has none.
 */
export function statisticsJson(referenceSessionId: string | null) {
  const reference = sql`session_id = ${referenceSessionId}`;
  return sql`(
    SELECT json_build_object(
      'total_sessions', (SELECT count(*)::int FROM perf_sessions),
      'best_position', CASE WHEN EXISTS (SELECT FROM perf_sessions
        WHERE ${reference} AND car_state = 'Disqualified') THEN NULL ELSE min(position) END,
      'best_lap_time', min(lap_time_ms) FILTER (WHERE ${TIMED}),
      'avg_lap_time', round(avg(lap_time_ms) FILTER (WHERE ${TIMED}))::int,
      'total_laps', count(*)::int,
      'max_speed', max(speed),
      'best_sector1', min(sector1_ms) FILTER (WHERE sector1_ms > 0),
      'best_sector2', min(sector2_ms) FILTER (WHERE sector2_ms > 0),
      'best_sector3', min(sector3_ms) FILTER (WHERE sector3_ms > 0)
    )
    FROM perf_laps
    WHERE ${reference}
  )`;
}

/** Newest session first, as the history tables list them. */
export const sessionHistoryJson = sql`(
  SELECT coalesce(json_agg(json_build_object(
    'id', ps.session_id || '-' || ps.number,
    'session_id', ps.session_id,
    'entry_id', ps.entry_id,
    'session_name', ps.session_name,
    'session_type', ps.session_type,
    'start_time', ${isoTime(sql`ps.start_time`)},
    'end_time', ${isoTime(sql`ps.completed_at`)},
    'lap_count', coalesce(agg.lap_count, 0),
    'last_lap_time', last.last_lap,
    'best_lap_time', agg.best_lap,
    'position', ps.ranking,
    'team_name', ps.team_name,
    'participant_number', ps.number,
    'category_label', ps.category,
    'gap_time', ps.gap_ms,
    'current_sector1_time', last.last_s1,
    'current_sector2_time', last.last_s2,
    'current_sector3_time', last.last_s3,
    'best_sector1_time', agg.best_s1,
    'best_sector2_time', agg.best_s2,
    'best_sector3_time', agg.best_s3,
    'speed', ps.speed
  ) ORDER BY ps.created_at DESC, ps.session_id DESC), '[]'::json)
  FROM perf_sessions AS ps
  LEFT JOIN perf_agg AS agg USING (session_id, number)
  LEFT JOIN perf_last AS last USING (session_id, number)
)`;

/** Oldest session first: the evolution reads left to right. */
export const performanceEvolutionJson = sql`(
  SELECT coalesce(json_agg(json_build_object(
    'session_id', ps.session_id,
    'session_name', ps.session_name,
    'session_type', ps.session_type,
    'best_position_in_session', agg.best_position,
    'best_lap_in_session', agg.best_lap,
    'avg_lap_in_session', agg.avg_lap,
    'data_points', coalesce(agg.lap_count, 0)
  ) ORDER BY ps.created_at, ps.session_id), '[]'::json)
  FROM perf_sessions AS ps
  LEFT JOIN perf_agg AS agg USING (session_id, number)
)`;

/** The timing's category name (HYPERCAR...) as the label the pages show. */
export function withCategoryLabels(rows: SessionHistoryRow[]): SessionHistoryRow[] {
  return rows.map((row) => ({ ...row, category_label: categoryLabelOf(row.category_label) }));
}
