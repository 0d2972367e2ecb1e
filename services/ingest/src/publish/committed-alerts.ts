import type { DbOrTrx } from '@lemans/platform';
import { ALERT_COLUMNS, ALERT_EVENT_FACTS } from '@lemans/projections';
import { ALERT_EVENT_TYPES } from '@lemans/race';
import { sql } from 'kysely';

/**
 * The alert-worthy report events of the events committed after `afterPosition`, oldest first. Only events
 * below the oldest transaction still in flight are read (DESIGN §3): a position taken early by a
 * transaction that commits late is then read on a later pass, never skipped.
 */
export async function committedAlertsAfter(db: DbOrTrx, afterPosition: number, limit: number) {
  const events = await db
    .selectFrom('events')
    .select('global_position')
    .where('global_position', '>', afterPosition)
    .where(sql<boolean>`transaction_id < pg_snapshot_xmin(pg_current_snapshot())`)
    .orderBy('global_position')
    .limit(limit)
    .execute();
  const last = events.at(-1)?.global_position ?? afterPosition;
  if (events.length === 0) return { last, alerts: [] };
  const alerts = await db
    .selectFrom('report_events as re')
    .innerJoin('events as ev', 'ev.global_position', 're.event_position')
    .select(['re.session_id', ...ALERT_COLUMNS, ...ALERT_EVENT_FACTS])
    .where('re.event_position', '>', afterPosition)
    .where('re.event_position', '<=', last)
    .where('re.event_type', 'in', ALERT_EVENT_TYPES)
    .orderBy('re.event_position')
    .execute();
  return { last, alerts };
}
