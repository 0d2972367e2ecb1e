import { sql } from 'kysely';

/**
 * The name of the event the session aliased `s` belongs to, as stored (an admin may have renamed the event
 * or moved the session to another); the name the feed or the import gave the session when it belongs to
 * none yet. Read at each request, so that the lists show an admin's change at once.
 */
export const SESSION_EVENT_NAME = sql<string>`coalesce((
  SELECT re.name FROM race_event_sessions AS res JOIN race_events AS re ON re.id = res.race_event_id
  WHERE res.session_id = s.id
), s.event_name)`;
