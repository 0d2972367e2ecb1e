import { sql } from 'kysely';

/**
 * The import copy of a session's race: the newest import of the same race (same event, same kind of
 * session) when the session itself is a live or replayed one. A live session joined mid-race reads the
 * race's beginning from it (the strategy's laps and race states, race control's log), and a live or
 * replayed session, whose polls time each stop only to their interval, its stops' exact times (the pit-stop
 * tables, the drive times "hors arrêts"). A subquery giving one session id, or none.
 */
export function importCopyOf(sessionId: string) {
  return sql<string>`
    SELECT imported.session_id
    FROM race_event_sessions AS own
    JOIN sessions AS me ON me.id = own.session_id
    JOIN session_race_events AS imported
      ON imported.race_event_id = own.race_event_id AND imported.kind = 'import'
      AND imported.session_id <> own.session_id
    JOIN sessions AS other ON other.id = imported.session_id AND other.session_type = me.session_type
    WHERE own.session_id = ${sessionId} AND me.id NOT LIKE 'import-%'
    ORDER BY other.created_at DESC, other.id DESC
    LIMIT 1
  `;
}
