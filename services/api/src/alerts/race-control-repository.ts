import type { DbOrTrx } from '@lemans/platform';
import { ALERT_COLUMNS, ALERT_TO_STATE } from '@lemans/projections';
import { RACE_CONTROL_EVENT_TYPES } from '@lemans/race';
import { jsonArrayFrom } from 'kysely/helpers/postgres';

/**
 * A session's race-control log, newest first, with the class of the car each entry names, in one query;
 * undefined when the session does not exist. With `byRaceTimeMs`, only what race control had said by that
 * race time. At most `limit` entries: a 24-hour race gives a few hundred.
 */
export function findRaceControlLog(db: DbOrTrx, sessionId: string, limit: number, byRaceTimeMs?: number) {
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
          .select([...ALERT_COLUMNS, ALERT_TO_STATE, 'en.category'])
          .whereRef('re.session_id', '=', 's.id')
          .where('re.event_type', 'in', RACE_CONTROL_EVENT_TYPES)
          .$if(byRaceTimeMs !== undefined, (query) =>
            query.where('re.race_time_ms', '<=', byRaceTimeMs as number),
          )
          .orderBy('re.event_position', 'desc')
          .limit(limit),
      ).as('entries'),
    ])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}
