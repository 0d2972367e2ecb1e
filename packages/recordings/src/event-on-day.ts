import type { DbOrTrx } from '@lemans/platform';
import { sql } from 'kysely';

/**
 * The event of a session (live or imported, not a replay) that started on `date` (yyyy-MM-dd, its local day
 * in its event's time zone), or null: an upload of that day then joins that event. The earliest such session
 * decides.
 */
export async function eventNameOnDay(db: DbOrTrx, date: string): Promise<string | null> {
  const { rows } = await sql<{ event_name: string }>`
    SELECT s.event_name
    FROM session_race_events AS sre
    JOIN sessions AS s ON s.id = sre.session_id
    JOIN race_events AS e ON e.id = sre.race_event_id
    WHERE sre.kind <> 'replay' AND s.event_name <> ''
      AND (coalesce(s.start_time, s.created_at) AT TIME ZONE e.time_zone)::date = ${date}::date
    ORDER BY s.start_time, s.id
    LIMIT 1
  `.execute(db);
  return rows[0]?.event_name ?? null;
}
