import type { DbOrTrx } from '@lemans/platform';
import { sql } from 'kysely';
import { LISTED_SESSION } from './listed-sessions.ts';
import { SESSION_EVENT_NAME } from './session-event-name.ts';
import { SESSION_KIND, SESSION_RENAMED } from './session-naming.ts';
import { SESSION_TIME_ZONE } from './session-time-zone.ts';

/**
 * Every listed session (all but the unpublished replays), newest first: the sessions listing and the admin
 * dashboard's counts (which leave out the private previews, shown on the admin replays page). `start_time` is the race's own start (the organiser's, or the recording's), which
 * dates a session; `created_at` is only when it was first stored, the same for every import made on one day.
 */
export function listSessions(db: DbOrTrx) {
  return db
    .selectFrom('sessions as s')
    .where(LISTED_SESSION)
    .select([
      'id',
      'name',
      'session_type',
      'active',
      'status',
      'is_replay',
      'created_at',
      'start_time',
      'data_count',
      SESSION_EVENT_NAME.as('event_name'),
      SESSION_KIND.as('kind'),
      SESSION_RENAMED.as('renamed'),
      // Joined after the start: the race time its data runs from; null when followed from the start.
      sql<number | null>`session_partial_since_ms(id)`.as('partial_since_ms'),
      SESSION_TIME_ZONE.as('time_zone'),
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * The session to show when the client names none, when Redis cannot say: the newest active one, preferring
 * a session that has recorded laps (spec part 1 §3) over one that has only just opened.
 */
export async function findCurrentSessionId(db: DbOrTrx): Promise<string | null> {
  const row = await db
    .selectFrom('sessions')
    .select('id')
    .where('active', '=', true)
    // A replay is shown when a visitor picks it; the site follows the live session by default.
    .orderBy('is_replay')
    .orderBy((eb) => eb('data_count', '>', 0), 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}
