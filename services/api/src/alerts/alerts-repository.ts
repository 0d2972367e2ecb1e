import type { DbOrTrx } from '@lemans/platform';
import { ALERT_COLUMNS, ALERT_TO_STATE } from '@lemans/projections';
import { ALERT_EVENT_TYPES } from '@lemans/race';
import { jsonArrayFrom } from 'kysely/helpers/postgres';

/**
 * A session's latest race-control events, newest first, in one query; undefined when the session does not
 * exist. With `byRaceTimeMs`, the latest of those given by that race time: what a page showing that moment
 * may know.
 */
export function findSessionAlerts(db: DbOrTrx, sessionId: string, limit: number, byRaceTimeMs?: number) {
  return db
    .selectFrom('sessions as s')
    .select((eb) => [
      's.id',
      jsonArrayFrom(
        eb
          .selectFrom('report_events as re')
          .leftJoin('events as ev', 'ev.global_position', 're.event_position')
          .select([...ALERT_COLUMNS, ALERT_TO_STATE])
          .whereRef('re.session_id', '=', 's.id')
          .where('re.event_type', 'in', ALERT_EVENT_TYPES)
          .$if(byRaceTimeMs !== undefined, (query) =>
            query.where('re.race_time_ms', '<=', byRaceTimeMs as number),
          )
          .orderBy('re.event_position', 'desc')
          .limit(limit),
      ).as('alerts'),
    ])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}
