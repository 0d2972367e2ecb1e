import { frenchWordingOf, type LiveAlert, shownWordsOf } from '@lemans/contract';
import { alertTextOf } from './alert-text-of.ts';
import type { AlertRow } from './report-event-row.ts';

/** A report event as the banner shows it: its code, its French wording, and a level that sets its colour. */
export function alertOf(sessionId: string, row: AlertRow): LiveAlert {
  const text = alertTextOf(row);
  const { level, title, message } = frenchWordingOf(text);
  const description = row.description.trim();
  const words = shownWordsOf(text, description);
  return {
    id: row.event_position,
    type: row.event_type,
    level,
    title,
    message: description || message,
    ...words,
    session_id: sessionId,
    participant_number: row.number,
    lap_number: row.lap_number,
    race_time: row.race_time_ms,
    created_at: new Date(row.occurred_at).toISOString(),
  };
}
