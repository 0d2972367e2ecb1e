import type { ReportEvent } from '@lemans/contract';
import { shownWordsOf } from '@lemans/contract';
import { reportEventTextOf } from './alert-text-of.ts';
import type { ReportEventRow } from './report-event-row.ts';

/** A report event as the API gives it: its French description for scripts, its code and values for pages. */
export function sessionReportEventOf(row: ReportEventRow): ReportEvent {
  return {
    id: row.event_position,
    event_type: row.event_type,
    participant_number: row.number,
    lap_number: row.lap_number,
    description: row.description,
    timestamp: new Date(row.occurred_at).toISOString(),
    ...shownWordsOf(reportEventTextOf(row), row.description),
  };
}
