import type { RaceState, Subclass } from '@lemans/contract';
import type { DbOrTrx } from '@lemans/platform';
import { streamIdOf } from '@lemans/projections';
import type { CarState, OfficialResult } from '@lemans/race';
import type { RulesEvent } from '@lemans/race/analysis';
import { sql } from 'kysely';
import { importCopyOf } from '../sessions/import-copy-of.ts';
import { SESSION_EVENT_NAME } from '../sessions/session-event-name.ts';

export interface AnalysisSource {
  session: {
    id: string;
    name: string;
    session_type: string;
    event_name: string;
    status: string;
    duration_s: number | null;
    last_race_ms: number;
    /** Joined after the start: the race time its data runs from; null when followed from the start. */
    partial_since_ms: number | null;
  };
  /** The facts of the session's event its driving rules depend on; null for a session of no event. */
  event: RulesEvent | null;
  entries: {
    number: string;
    entry_id: number;
    team: string;
    category: string;
    subclass: Subclass | null;
    drivers: { driverId: number; firstName: string; lastName: string }[];
  }[];
  laps: {
    number: string;
    lap_number: number;
    lap_time_ms: number | null;
    race_time_ms: number;
    driver_id: number | null;
    pit_in: boolean;
    pit_out: boolean;
  }[];
  /**
   * A session joined after the start: the laps of the newest import of the same race (see importCopyOf)
   * before the first each car's own laps hold, and that import's race states, to read the race whole; empty
   * without one.
   */
  earlierLaps: AnalysisSource['laps'];
  earlierRaceStates: AnalysisSource['raceStates'];
  /** The time in the pits the timing showed, per stop that has one, by the lap the stop followed. */
  pitTimes: { number: string; lap_number: number; duration_ms: number; precision_ms: number | null }[];
  /** Every change of the race state, in order. */
  raceStates: { at_ms: number; state: RaceState }[];
  /** Each car's state as registered, then each change of it, in order. */
  carStates: { number: string; state: CarState; at_ms: number }[];
  /**
   * Where each car stood when the session first saw it: a session joined mid-race holds none of the laps
   * before, and a car retired by then none at all.
   */
  registrations: { number: string; lap: number; last_crossing_ms: number | null; at_ms: number }[];
  /** When every car that could had taken the flag (SessionEnded); null until then. */
  completeAtMs: number | null;
  /** The results file, once published into the session (the latest publication). */
  results: { at_ms: number; results: ({ number: string } & OfficialResult)[] } | null;
}

/**
 * What the analysis of a session is computed from, in one round trip: the session, its entry list, its
 * laps (the projection), the stops' times in the pits, and from its event stream the changes of the race
 * state and of each car's state, its end and the results file published into it.
 * Undefined when the session does not exist.
 */
export async function findAnalysisSource(
  db: DbOrTrx,
  sessionId: string,
): Promise<AnalysisSource | undefined> {
  const { rows } = await sql<AnalysisSource>`
    SELECT
      json_build_object(
        'id', s.id, 'name', s.name, 'session_type', s.session_type, 'event_name', ${SESSION_EVENT_NAME},
        'status', s.status, 'duration_s', s.duration_s,
        'last_race_ms', coalesce(st.last_race_time_ms, 0),
        'partial_since_ms', session_partial_since_ms(s.id)
      ) AS session,
      (SELECT json_build_object(
          'championship', re.championship, 'season', re.season, 'circuitId', re.circuit_id,
          'scheduledLengthS', re.scheduled_length_s
        )
        FROM race_event_sessions AS res JOIN race_events AS re ON re.id = res.race_event_id
        WHERE res.session_id = s.id) AS event,
      (SELECT coalesce(json_agg(json_build_object(
          'number', e.number, 'entry_id', e.entry_id, 'team', e.team, 'category', e.category,
          'subclass', e.subclass, 'drivers', e.drivers
        )), '[]'::json)
        FROM entries AS e WHERE e.session_id = s.id) AS entries,
      (SELECT coalesce(json_agg(json_build_object(
          'number', l.number, 'lap_number', l.lap_number,
          'lap_time_ms', CASE WHEN l.timed THEN l.lap_time_ms END,
          'race_time_ms', l.race_time_ms, 'driver_id', l.driver_id, 'pit_in', l.pit_in, 'pit_out', l.pit_out
        ) ORDER BY l.number, l.lap_number), '[]'::json)
        FROM laps AS l WHERE l.session_id = s.id) AS laps,
      (SELECT coalesce(json_agg(json_build_object(
          'number', l.number, 'lap_number', l.lap_number,
          'lap_time_ms', CASE WHEN l.timed THEN l.lap_time_ms END,
          'race_time_ms', l.race_time_ms, 'driver_id', l.driver_id, 'pit_in', l.pit_in, 'pit_out', l.pit_out
        ) ORDER BY l.number, l.lap_number), '[]'::json)
        FROM laps AS l
        LEFT JOIN (
          SELECT own.number, min(own.lap_number) AS first_lap FROM laps AS own
          WHERE own.session_id = s.id GROUP BY own.number
        ) AS seen ON seen.number = l.number
        WHERE session_partial_since_ms(s.id) IS NOT NULL
          AND l.session_id = (${importCopyOf(sessionId)})
          AND l.lap_number < coalesce(seen.first_lap, 2147483647)) AS "earlierLaps",
      (SELECT coalesce(json_agg(json_build_object(
          'at_ms', ev.race_time_ms, 'state', ev.data ->> 'to'
        ) ORDER BY ev.stream_position), '[]'::json)
        FROM events AS ev
        WHERE session_partial_since_ms(s.id) IS NOT NULL
          AND ev.stream_id = ${streamIdOf('')} || (${importCopyOf(sessionId)})
          AND ev.type = 'RaceStateChanged') AS "earlierRaceStates",
      (SELECT coalesce(json_agg(json_build_object(
          'number', p.number, 'lap_number', p.lap_number,
          'duration_ms', coalesce(exact.duration_ms, p.duration_ms),
          'precision_ms', CASE WHEN exact.duration_ms IS NULL THEN p.duration_precision_ms ELSE 0 END
        )), '[]'::json)
        FROM pit_stops AS p
        LEFT JOIN pit_stops AS exact ON exact.session_id = (${importCopyOf(sessionId)})
          AND exact.number = p.number AND exact.lap_number = p.lap_number AND exact.duration_precision_ms = 0
        WHERE p.session_id = s.id AND coalesce(exact.duration_ms, p.duration_ms) IS NOT NULL) AS "pitTimes",
      (SELECT coalesce(json_agg(json_build_object(
          'at_ms', ev.race_time_ms, 'state', ev.data ->> 'to'
        ) ORDER BY ev.stream_position), '[]'::json)
        FROM events AS ev
        WHERE ev.stream_id = ${streamIdOf(sessionId)} AND ev.type = 'RaceStateChanged') AS "raceStates",
      (SELECT coalesce(json_agg(json_build_object(
          'number', ev.data ->> 'number', 'state', coalesce(ev.data ->> 'to', ev.data ->> 'carState'),
          'at_ms', ev.race_time_ms
        ) ORDER BY ev.stream_position), '[]'::json)
        FROM events AS ev
        WHERE ev.stream_id = ${streamIdOf(sessionId)} AND ev.type IN ('EntryRegistered', 'CarStateChanged')
      ) AS "carStates",
      (SELECT coalesce(json_agg(json_build_object(
          'number', ev.data ->> 'number', 'lap', (ev.data ->> 'lap')::int,
          'last_crossing_ms', (ev.data ->> 'lastCrossingMs')::int, 'at_ms', ev.race_time_ms
        ) ORDER BY ev.stream_position), '[]'::json)
        FROM events AS ev
        WHERE ev.stream_id = ${streamIdOf(sessionId)} AND ev.type = 'EntryRegistered'
      ) AS "registrations",
      (SELECT min(ev.race_time_ms)::int FROM events AS ev
        WHERE ev.stream_id = ${streamIdOf(sessionId)} AND ev.type = 'SessionEnded') AS "completeAtMs",
      (SELECT json_build_object('at_ms', ev.race_time_ms, 'results', ev.data -> 'results')
        FROM events AS ev
        WHERE ev.stream_id = ${streamIdOf(sessionId)} AND ev.type = 'OfficialResultsPublished'
        ORDER BY ev.stream_position DESC LIMIT 1) AS results
    FROM sessions AS s
    LEFT JOIN session_stats AS st ON st.session_id = s.id
    WHERE s.id = ${sessionId}
  `.execute(db);
  return rows[0];
}

/**
 * Where a session's event stream stands: a new event (a lap, a stop, a flag, a rename) moves it, and with it
 * the analysis. Null when the session does not exist.
 */
export async function findAnalysisVersion(db: DbOrTrx, sessionId: string): Promise<string | null> {
  const { rows } = await sql<{ position: string | null; exact: string | null }>`
    SELECT (SELECT max(stream_position) FROM events WHERE stream_id = ${streamIdOf(sessionId)})::text AS position,
      -- The import's laps counted: a newer import, or one still growing, moves the version too.
      (SELECT x.id || '@' || x.data_count FROM sessions AS x
        WHERE x.id = (${importCopyOf(sessionId)})) AS exact
    FROM sessions WHERE id = ${sessionId}
  `.execute(db);
  const [row] = rows;
  if (!row) return null;
  return row.exact ? `${row.position ?? '0'} ${row.exact}` : (row.position ?? '0');
}
