import { sql } from 'kysely';

/**
 * The IANA time zone of the event the session aliased `s` belongs to, in which the pages read its race
 * times; null for a session of no event.
 */
export const SESSION_TIME_ZONE = sql<string | null>`(
  SELECT re.time_zone FROM race_event_sessions AS res JOIN race_events AS re ON re.id = res.race_event_id
  WHERE res.session_id = s.id
)`;
