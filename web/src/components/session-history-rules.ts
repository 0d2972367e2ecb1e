import type { SessionHistoryRow } from '../api/types.ts';
import { zoneNameOf } from '../format/event-time.ts';
import { t } from '../i18n/i18n.ts';

/** When the session started; null when it has no start (or none that reads as a date). */
export function startOf(row: SessionHistoryRow): number | null {
  const instant = row.start_time ? Date.parse(row.start_time) : Number.NaN;
  return Number.isNaN(instant) ? null : instant;
}

/**
 * The note above a history naming once the zone its start times read in: a history holds the sessions of
 * one event (the page's), so one zone, named by its offset at the newest session's start. Null when the
 * zone is not known (times read in the visitor's) or no session has a start.
 */
export function historyZoneNote(rows: readonly SessionHistoryRow[], zone: string | null): string | null {
  if (zone === null) return null;
  for (const row of rows) {
    const start = startOf(row);
    if (start !== null) return t('event_time.local_times', { zone: zoneNameOf(start, zone) });
  }
  return null;
}
