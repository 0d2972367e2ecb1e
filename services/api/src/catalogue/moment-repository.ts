import type { DbOrTrx } from '@lemans/platform';
import { sql } from 'kysely';

/** What a session says of the moments it shows: when its race started, and which event it belongs to. */
export interface MomentSessionRow {
  id: string;
  /** The race's start; when the feed never gave it, the session's creation stands in (as for its event's day). */
  start: Date;
  race_event_id: string;
}

/** The session's start and event, in one query; undefined when there is no such session. */
export async function findMomentSession(
  db: DbOrTrx,
  sessionId: string,
): Promise<MomentSessionRow | undefined> {
  const { rows } = await sql<MomentSessionRow>`
    SELECT s.id, coalesce(s.start_time, s.created_at) AS start, sre.race_event_id
    FROM sessions AS s
    JOIN session_race_events AS sre ON sre.session_id = s.id
    WHERE s.id = ${sessionId}
  `.execute(db);
  return rows[0];
}
