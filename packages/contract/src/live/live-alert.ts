import type { AlertAsWritten, AlertLevel, AlertText } from './alert-wording.ts';

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
