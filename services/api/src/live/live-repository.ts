import type { DbOrTrx } from '@lemans/platform';
import {
  LIVE_FRAME_SESSION_COLUMNS,
  LIVE_ROW_ENTRY_COLUMNS,
  LIVE_ROW_STANDING_COLUMNS,
} from '@lemans/projections';
import { jsonArrayFrom } from 'kysely/helpers/postgres';

/**
 * A session with its live standings, in one round trip: what GET /api/live and /api/weather rebuild their
 * answer from when Redis holds no frame for the session. Undefined when the session does not exist. The
 * columns are the projections' lists of what a live frame reads, which time travel copies too.
 */
export function findSessionStandings(db: DbOrTrx, sessionId: string) {
  return db
    .selectFrom('sessions as s')
    .leftJoin('session_stats as st', 'st.session_id', 's.id')
    .select((eb) => [
      ...LIVE_FRAME_SESSION_COLUMNS.map((column) => `s.${column}` as const),
      'st.last_race_time_ms',
      jsonArrayFrom(
        eb
          .selectFrom('live_standings as ls')
          .innerJoin('entries as e', (join) =>
            join.onRef('e.session_id', '=', 'ls.session_id').onRef('e.number', '=', 'ls.number'),
          )
          .select([
            ...LIVE_ROW_STANDING_COLUMNS.map((column) => `ls.${column}` as const),
            ...LIVE_ROW_ENTRY_COLUMNS.map((column) => `e.${column}` as const),
          ])
          .whereRef('ls.session_id', '=', 's.id')
          .orderBy('ls.ranking')
          .orderBy('ls.number'),
      ).as('standings'),
    ])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}

export type SessionStandings = NonNullable<Awaited<ReturnType<typeof findSessionStandings>>>;
