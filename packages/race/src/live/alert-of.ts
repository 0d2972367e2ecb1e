import { alertTextOf } from './alert-text-of.ts';
import {
  type AlertAsWritten,
  type AlertLevel,
  type AlertText,
  frenchWordingOf,
  shownWordsOf,
} from './alert-wording.ts';
import type { AlertRow } from './report-event-row.ts';

/**
 * An alert: a French title and message for scripts, and the same as a code with its values for the pages,
 * which word it in the visitor's language (or words shown as written, with their language).
 */
export type LiveAlert = {
  id: number;
  type: string;
  level: AlertLevel;
  title: string;
  message: string;
  session_id: string;
  participant_number: string | null;
  lap_number: number | null;
  /** ms since the start, like the other times of the API. */
  race_time: number;
  created_at: string;
} & (AlertText | AlertAsWritten);

/**
 * An entry of the race-control log: an alert, with the class of the car it names (null for a flag), and
 * where it was read: the session's own events, or the import of the same race for what came before a
 * session joined mid-race.
 */
export type RaceControlEntry = LiveAlert & { category: string | null; source: 'session' | 'import' };

/**
 * GET /api/race-control's answer: the log, newest first, and the race time it runs from when its session
 * was joined after the start and no import of the race gives the beginning (null otherwise).
 */
export interface RaceControlAnswer {
  entries: RaceControlEntry[];
  partial_since_ms: number | null;
}

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
