import type { Lap, LapDriver } from '@lemans/contract';
import type { DbOrTrx } from '@lemans/platform';
import { sql } from 'kysely';

export interface LapsOfCar {
  session_found: boolean;
  car_found: boolean;
  driver_found: boolean;
  session_name: string | null;
  partial_since_ms: number | null;
  total_laps: number;
  best_lap_time: number | null;
  best_position: number | null;
  avg_lap_time: number | null;
  drivers: LapDriver[];
  laps: Lap[];
}

/**
 * Every lap of a car (the entry id in that session) in one session, or only those one of its drivers drove,
 * with the car's crew and summary, in one query. The `*_found` flags tell which id named nothing.
 */
export async function findLapsOfCar(
  db: DbOrTrx,
  sessionId: string,
  entryId: number,
  driverId: number | null,
): Promise<LapsOfCar> {
  const { rows } = await sql<LapsOfCar>`
    WITH session AS (
      SELECT id, name, session_partial_since_ms(id) AS partial_since_ms FROM sessions WHERE id = ${sessionId}
    ),
    car AS (
      SELECT number, drivers FROM entries WHERE session_id = ${sessionId} AND entry_id = ${entryId} LIMIT 1
    ),
    crew AS (
      SELECT (d ->> 'driverId')::int AS id, d ->> 'firstName' AS firstname, d ->> 'lastName' AS lastname,
        (d ->> 'number')::int AS driver_position
      FROM car, jsonb_array_elements(car.drivers) AS d
    ),
    car_laps AS (
      SELECT l.* FROM laps AS l JOIN car ON l.session_id = ${sessionId} AND l.number = car.number
      WHERE ${driverId}::int IS NULL OR l.driver_id = ${driverId}::int
    ),
    summary AS (
      SELECT count(*)::int AS total_laps,
        min(lap_time_ms) FILTER (WHERE timed AND lap_time_ms > 0) AS best_lap_time,
        min(position) AS best_position,
        round(avg(lap_time_ms) FILTER (WHERE timed AND lap_time_ms > 0))::int AS avg_lap_time
      FROM car_laps
    )
    SELECT
      EXISTS (SELECT 1 FROM session) AS session_found,
      EXISTS (SELECT 1 FROM car) AS car_found,
      ${driverId}::int IS NULL OR EXISTS (SELECT 1 FROM crew WHERE id = ${driverId}::int) AS driver_found,
      (SELECT name FROM session) AS session_name,
      (SELECT partial_since_ms FROM session) AS partial_since_ms,
      summary.*,
      (SELECT coalesce(json_agg(json_build_object(
          'id', id, 'firstname', firstname, 'lastname', lastname, 'picture', NULL,
          'driver_position', driver_position
        ) ORDER BY driver_position), '[]'::json)
        FROM crew) AS drivers,
      (SELECT coalesce(json_agg(json_build_object(
          'lap_number', l.lap_number,
          'is_best_lap', coalesce(l.timed AND l.lap_time_ms = summary.best_lap_time, false),
          'pitstop_flag', l.pit_in,
          'driver_change', l.driver_change,
          'driver_id', l.driver_id,
          'driver_name', trim(crew.firstname || ' ' || crew.lastname),
          'driver_picture', NULL,
          'lap_time', l.lap_time_ms,
          'position', l.position,
          'gap_to_leader', l.gap_ms,
          'sector1_time', l.sector1_ms,
          'sector2_time', l.sector2_ms,
          'sector3_time', l.sector3_ms,
          'speed', l.speed
        ) ORDER BY l.lap_number), '[]'::json)
        FROM car_laps AS l LEFT JOIN crew ON crew.id = l.driver_id) AS laps
    FROM summary
  `.execute(db);
  const [row] = rows;
  if (!row) throw new Error('Une requête agrégée rend toujours une ligne');
  return row;
}
