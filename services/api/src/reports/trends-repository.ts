import type { SessionTrends } from '@lemans/contract';
import type { DbOrTrx } from '@lemans/platform';
import { categoryLabelOf } from '@lemans/race';
import { sql } from 'kysely';
import { SESSION_EVENT_NAME } from '../sessions/session-event-name.ts';
import { SESSION_KIND, SESSION_RENAMED } from '../sessions/session-naming.ts';

/**
 * Every car's position and gap to the leader lap by lap, in one query: each car of the entry list against
 * every lap number up to the most laps any car completed, so that all arrays line up on the lap number
 * (null where the car has no such lap: not yet started, retired or lapped). Undefined when the session does
 * not exist.
 */
export async function findSessionTrends(
  db: DbOrTrx,
  sessionId: string,
): Promise<{ trends: SessionTrends; ended: boolean } | undefined> {
  const { rows } = await sql<SessionTrends & { ended: boolean }>`
    WITH span AS (
      SELECT coalesce(max(lap_number), 0) AS lap_count FROM laps WHERE session_id = ${sessionId}
    ),
    cars AS (
      SELECT e.number, e.team, e.category,
        json_agg(l.position ORDER BY n) AS positions,
        json_agg(l.gap_ms ORDER BY n) AS gaps_ms
      FROM entries AS e
      CROSS JOIN span
      CROSS JOIN generate_series(1, span.lap_count) AS n
      LEFT JOIN laps AS l ON l.session_id = e.session_id AND l.number = e.number AND l.lap_number = n
      WHERE e.session_id = ${sessionId}
      GROUP BY e.number, e.team, e.category
    )
    SELECT json_build_object('id', s.id, 'name', s.name, 'session_type', s.session_type,
      'event_name', ${SESSION_EVENT_NAME}, 'kind', ${SESSION_KIND}, 'renamed', ${SESSION_RENAMED},
      'partial_since_ms', session_partial_since_ms(s.id)) AS session,
      s.status = 'ended' AS ended,
      span.lap_count,
      (SELECT coalesce(json_agg(json_build_object(
          'number', number, 'team', team, 'category_label', category,
          'positions', positions, 'gaps_ms', gaps_ms
        ) ORDER BY substring(number FROM '^[0-9]+')::int NULLS LAST, number), '[]'::json)
        FROM cars) AS cars
    FROM sessions AS s
    CROSS JOIN span
    WHERE s.id = ${sessionId}
  `.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  const { ended, ...trends } = row;
  // The timing's category ('HYPERCAR') as the pages show it ('Hypercar').
  const cars = trends.cars.map((car) => ({ ...car, category_label: categoryLabelOf(car.category_label) }));
  return { trends: { ...trends, cars }, ended };
}
