import type { DbOrTrx } from '@lemans/platform';
import { ALERT_EVENT_TYPES } from '@lemans/race';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';

/**
 * A session's latest race-control events, newest first, in one query; undefined when the session does not
 * exist. With `byRaceTimeMs`, the latest of those given by that race time: what a page showing that moment
 * may know. The race state an event moved to is read from the domain event it derives from, where it is
 * data rather than wording.
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
          .select([
            're.event_position',
            're.event_type',
            're.number',
            're.lap_number',
            're.description',
            're.race_time_ms',
            're.occurred_at',
            sql<string | null>`ev.data ->> 'to'`.as('to_state'),
          ])
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
