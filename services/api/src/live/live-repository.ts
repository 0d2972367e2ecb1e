import type { DbOrTrx } from '@lemans/platform';
import { TIMING_COLUMNS } from '@lemans/projections';
import { jsonArrayFrom } from 'kysely/helpers/postgres';

/**
 * A session with its live standings, in one round trip: what GET /api/live and /api/weather rebuild their
 * answer from when Redis holds no frame for the session. Undefined when the session does not exist.
 */
export function findSessionStandings(db: DbOrTrx, sessionId: string) {
  return db
    .selectFrom('sessions as s')
    .leftJoin('session_stats as st', 'st.session_id', 's.id')
    .select((eb) => [
      's.id',
      's.name',
      's.session_type',
      's.event_name',
      's.is_replay',
      's.status',
      's.race_state',
      's.start_time',
      's.duration_s',
      's.weather',
      'st.last_race_time_ms',
      jsonArrayFrom(
        eb
          .selectFrom('live_standings as ls')
          .innerJoin('entries as e', (join) =>
            join.onRef('e.session_id', '=', 'ls.session_id').onRef('e.number', '=', 'ls.number'),
          )
          .select([
            'ls.number',
            'ls.entry_id',
            'ls.ranking',
            'ls.category_position',
            'ls.lap_count',
            'ls.last_lap_ms',
            'ls.best_lap_ms',
            'ls.gap_ms',
            'ls.gap_text',
            'ls.pitstops',
            'ls.speed',
            'ls.current_sector',
            'ls.car_state',
            'ls.driver_id',
            'ls.position_change',
            ...TIMING_COLUMNS.map((column) => `ls.${column}` as const),
            'e.team',
            'e.car',
            'e.brand',
            'e.category',
            'e.nationality',
            'e.drivers',
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
export type StandingRow = SessionStandings['standings'][number];
