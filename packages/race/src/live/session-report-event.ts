import type { ReportEvent } from '../contract/report.ts';
import { type AlertRow, shownWordsOf } from './alert-of.ts';
import { reportEventTextOf } from './alert-text-of.ts';

/**
 * A session report's event as the API reads it: an alert's row, and what its domain event says of a pit stop
 * or a lead change (null when the event is missing or says no such thing).
 */
export interface ReportEventRow extends AlertRow {
  /** A pit stop's rank among the car's stops, from 1. */
  pit_stop: number | null;
  /** A position change's places, overall and in the car's class. */
  position_from: number | null;
  position_to: number | null;
  class_position_from: number | null;
  class_position_to: number | null;
  /** The class of the car the event names, from its entry, as the timing writes it. */
  category: string | null;
}

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
