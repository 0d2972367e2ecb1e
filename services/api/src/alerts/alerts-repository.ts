import type { DbOrTrx } from '@lemans/platform';
import { ALERT_COLUMNS, ALERT_EVENT_FACTS } from '@lemans/projections';
import { jsonArrayFrom } from 'kysely/helpers/postgres';

export interface RaceControlQuery {
  /** The report event types read: the banner's alerts or the whole race-control log. */
  types: readonly string[];
  /** At most so many, the latest. */
  limit: number;
  /** Only what race control had said by that race time: what a page showing that moment may know. */
  byRaceTimeMs?: number;
}

/**
 * A session's latest race-control events of `types`, newest first, each with the class of the car it names
 * (null for a flag), in one query; undefined when the session does not exist.
 */
export function findRaceControlEvents(
  db: DbOrTrx,
  sessionId: string,
  { types, limit, byRaceTimeMs }: RaceControlQuery,
) {
  return db
    .selectFrom('sessions as s')
    .select((eb) => [
      's.id',
      jsonArrayFrom(
        eb
          .selectFrom('report_events as re')
          .leftJoin('events as ev', 'ev.global_position', 're.event_position')
          .leftJoin('entries as en', (join) =>
            join.onRef('en.session_id', '=', 're.session_id').onRef('en.number', '=', 're.number'),
          )
          .select([...ALERT_COLUMNS, ...ALERT_EVENT_FACTS, 'en.category'])
          .whereRef('re.session_id', '=', 's.id')
          .where('re.event_type', 'in', types)
          .$if(byRaceTimeMs !== undefined, (query) =>
            query.where('re.race_time_ms', '<=', byRaceTimeMs as number),
          )
          .orderBy('re.event_position', 'desc')
          .limit(limit),
      ).as('events'),
    ])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}
