import type { DbOrTrx } from '@lemans/platform';
import { ALERT_COLUMNS, ALERT_EVENT_FACTS } from '@lemans/projections';
import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { importCopyOf } from '../sessions/import-copy-of.ts';

export interface RaceControlQuery {
  /** The report event types read: the banner's alerts or the whole race-control log. */
  types: readonly string[];
  /** At most so many, the latest. */
  limit: number;
  /** Only what race control had said by that race time: what a page showing that moment may know. */
  byRaceTimeMs?: number;
  /**
   * A session joined mid-race: also the events before the join from the import copy of its race (see
   * importCopyOf), so that its log reads the race whole. The banner's alerts are the session's own.
   */
  withImportBeforeJoin?: boolean;
}

/**
 * A session's latest race-control events of `types`, newest first, each with the class of the car it names
 * (null for a flag) and whether it comes from the import copy, in one query; with `withImportBeforeJoin`,
 * the session's own events first, then the import's before the join. Undefined when the session does not
 * exist. `partial_since_ms`: the race time the session's own log runs from when it was joined after the
 * start and no import copy gives the beginning (null otherwise, and without `withImportBeforeJoin`).
 */
export function findRaceControlEvents(
  db: DbOrTrx,
  sessionId: string,
  { types, limit, byRaceTimeMs, withImportBeforeJoin = false }: RaceControlQuery,
) {
  // Scalar subqueries, each computed once for the query rather than for every event.
  const importCopy = sql<string | null>`(${importCopyOf(sessionId)})`;
  const joinedAtMs = sql<number | null>`(SELECT session_partial_since_ms(${sessionId}))`;
  return db
    .selectFrom('sessions as s')
    .select((eb) => [
      's.id',
      (withImportBeforeJoin
        ? sql<number | null>`CASE WHEN ${importCopy} IS NULL THEN ${joinedAtMs} END`
        : sql<number | null>`NULL::int`
      ).as('partial_since_ms'),
      jsonArrayFrom(
        eb
          .selectFrom('report_events as re')
          .leftJoin('events as ev', 'ev.global_position', 're.event_position')
          .leftJoin('entries as en', (join) =>
            join.onRef('en.session_id', '=', 're.session_id').onRef('en.number', '=', 're.number'),
          )
          .select([
            ...ALERT_COLUMNS,
            ...ALERT_EVENT_FACTS,
            'en.category',
            sql<boolean>`re.session_id <> s.id`.as('from_import'),
          ])
          .where((where) =>
            withImportBeforeJoin
              ? where.or([
                  where('re.session_id', '=', where.ref('s.id')),
                  where.and([
                    where('re.session_id', '=', importCopy),
                    // After the join, the session's own events say it: none twice at the seam.
                    where('re.race_time_ms', '<', joinedAtMs),
                  ]),
                ])
              : where('re.session_id', '=', where.ref('s.id')),
          )
          .where('re.event_type', 'in', types)
          .$if(byRaceTimeMs !== undefined, (query) =>
            query.where('re.race_time_ms', '<=', byRaceTimeMs as number),
          )
          // The import's events all precede the session's own, whatever order they were stored in.
          .orderBy(sql`re.session_id = s.id`, 'desc')
          .orderBy('re.event_position', 'desc')
          .limit(limit),
      ).as('events'),
    ])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}
