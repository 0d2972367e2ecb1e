import type { ReportSession, SessionReport, SessionWithHistory } from '@lemans/contract';
import type { DbOrTrx } from '@lemans/platform';
import { ALERT_COLUMNS, REPORT_EVENT_FACTS } from '@lemans/projections';
import type { ReportEventRow } from '@lemans/race';
import { sql } from 'kysely';
import type { Spell } from '../entries/known-spellings.ts';
import { LISTED_SESSION, REPLAY_PLAYED_SECONDS } from '../sessions/listed-sessions.ts';
import { SESSION_EVENT_NAME } from '../sessions/session-event-name.ts';
import { SESSION_KIND, SESSION_RENAMED } from '../sessions/session-naming.ts';
import { SESSION_TIME_ZONE } from '../sessions/session-time-zone.ts';

/** A session as Postgres gives it: timestamps are Dates until the answer is written. */
type SessionWithHistoryRow = Omit<SessionWithHistory, 'created_at' | 'start_time' | 'completed_at'> & {
  created_at: Date;
  start_time: Date | null;
  completed_at: Date | null;
};

const isoOf = (time: Date | null) => time?.toISOString() ?? null;

/**
 * Every listed session (all but the unpublished replays), newest first, with what its report holds: laps,
 * cars, the fastest lap with its driver and team (from the session's own entry list) and its length (for a
 * replay, the race time it played), in one query.
 */
export async function listSessionsWithHistory(db: DbOrTrx, spell: Spell): Promise<SessionWithHistory[]> {
  const { rows } = await sql<SessionWithHistoryRow>`
    SELECT s.id, s.name, s.session_type, ${SESSION_EVENT_NAME} AS event_name, ${SESSION_KIND} AS kind,
      ${SESSION_RENAMED} AS renamed, s.active, s.status, s.is_replay, s.created_at, s.data_count,
      coalesce(st.total_laps, 0) > 0 AS has_history,
      coalesce(st.total_laps, 0) AS total_laps,
      (SELECT count(*)::int FROM entries AS e WHERE e.session_id = s.id) AS total_participants,
      s.start_time, s.completed_at,
      st.fastest_lap_ms AS fastest_lap_time,
      fastest.firstname AS fastest_lap_driver_firstname,
      fastest.lastname AS fastest_lap_driver_lastname,
      fastest.team AS fastest_lap_team_name,
      st.fastest_lap_number AS fastest_lap_team_number,
      CASE WHEN s.is_replay THEN ${REPLAY_PLAYED_SECONDS}
        ELSE (coalesce(st.last_race_time_ms, 0) / 1000)::int END AS session_duration,
      session_partial_since_ms(s.id) AS partial_since_ms,
      ${SESSION_TIME_ZONE} AS time_zone
    FROM sessions AS s
    LEFT JOIN session_stats AS st ON st.session_id = s.id
    LEFT JOIN LATERAL (
      SELECT e.team, d ->> 'firstName' AS firstname, d ->> 'lastName' AS lastname
      FROM entries AS e
      LEFT JOIN LATERAL jsonb_array_elements(e.drivers) AS d
        ON (d ->> 'driverId')::int = st.fastest_lap_driver_id
      WHERE e.session_id = s.id AND e.number = st.fastest_lap_number
      LIMIT 1
    ) AS fastest ON true
    WHERE ${LISTED_SESSION}
    ORDER BY s.created_at DESC, s.id DESC
  `.execute(db);
  return rows.map((row) => ({
    ...row,
    ...fastestDriverOf(row, spell),
    created_at: row.created_at.toISOString(),
    start_time: isoOf(row.start_time),
    completed_at: isoOf(row.completed_at),
  }));
}

/**
 * A report without its pagination, which the route derives from the page asked and the lap count, and with
 * its events as read, which the route words.
 */
export type SessionReportRow = Pick<SessionReport, 'statistics' | 'laps'> &
  Pick<ReportSession, 'name' | 'session_type' | 'event_name' | 'kind' | 'renamed' | 'partial_since_ms'> & {
    events: ReportEventRow[];
    /** The session has ended: its report changes no more (but for an admin's rename or deletion). */
    ended: boolean;
  };

/**
 * A session's report: its statistics, one page of its laps in the order they were completed, and its
 * events in order with what their domain events say, in one query. Undefined when the session does not exist.
 */
export async function findSessionReport(
  db: DbOrTrx,
  sessionId: string,
  page: { offset: number; limit: number },
): Promise<SessionReportRow | undefined> {
  const { rows } = await sql<SessionReportRow>`
    WITH page_laps AS (
      -- The page first (the completion index walks straight to it), then its crews: joining every lap of
      -- the session to its car's crew before OFFSET would unnest 20,000 crews to keep 50.
      SELECT * FROM laps
      WHERE session_id = ${sessionId}
      ORDER BY race_time_ms, number, lap_number
      OFFSET ${page.offset} LIMIT ${page.limit}
    ),
    page AS (
      SELECT l.*, e.entry_id, d ->> 'firstName' AS firstname, d ->> 'lastName' AS lastname
      FROM page_laps AS l
      JOIN entries AS e ON e.session_id = l.session_id AND e.number = l.number
      LEFT JOIN LATERAL jsonb_array_elements(e.drivers) AS d ON (d ->> 'driverId')::int = l.driver_id
    )
    SELECT s.name, s.session_type, ${SESSION_EVENT_NAME} AS event_name, ${SESSION_KIND} AS kind,
      ${SESSION_RENAMED} AS renamed, s.status = 'ended' AS ended,
      session_partial_since_ms(s.id) AS partial_since_ms,
      json_build_object(
        'total_participants', (SELECT count(*)::int FROM entries AS e WHERE e.session_id = s.id),
        'total_laps', coalesce(st.total_laps, 0),
        'fastest_lap_time', st.fastest_lap_ms,
        'average_lap_time', round(st.lap_time_sum_ms::numeric / nullif(st.timed_laps, 0))::int,
        'session_duration', CASE WHEN s.is_replay THEN ${REPLAY_PLAYED_SECONDS}
          ELSE (coalesce(st.last_race_time_ms, 0) / 1000)::int END
      ) AS statistics,
      (SELECT coalesce(json_agg(json_build_object(
          'entry_id', entry_id, 'lap_number', lap_number, 'participant_number', number,
          'firstname', firstname, 'lastname', lastname, 'lap_time', lap_time_ms, 'position', position,
          'gap_to_leader', gap_ms
        ) ORDER BY race_time_ms, number, lap_number), '[]'::json)
        FROM page) AS laps,
      (SELECT coalesce(json_agg(r ORDER BY r.event_position), '[]'::json) FROM (
          SELECT ${sql.join(ALERT_COLUMNS.map((column) => sql.ref(column)))},
            ${sql.join(REPORT_EVENT_FACTS)}, en.category
          FROM report_events AS re
          LEFT JOIN events AS ev ON ev.global_position = re.event_position
          LEFT JOIN entries AS en ON en.session_id = re.session_id AND en.number = re.number
          WHERE re.session_id = s.id
        ) AS r) AS events
    FROM sessions AS s
    LEFT JOIN session_stats AS st ON st.session_id = s.id
    WHERE s.id = ${sessionId}
  `.execute(db);
  return rows[0];
}

/** The fastest lap's driver named as at every event (a session without a fastest lap yet has none). */
function fastestDriverOf(
  row: Pick<SessionWithHistory, 'fastest_lap_driver_firstname' | 'fastest_lap_driver_lastname'>,
  spell: Spell,
): Pick<SessionWithHistory, 'fastest_lap_driver_firstname' | 'fastest_lap_driver_lastname'> {
  const { fastest_lap_driver_firstname: firstname, fastest_lap_driver_lastname: lastname } = row;
  if (firstname === null || lastname === null) return row;
  const spelled = spell({ firstname, lastname });
  return { fastest_lap_driver_firstname: spelled.firstname, fastest_lap_driver_lastname: spelled.lastname };
}
