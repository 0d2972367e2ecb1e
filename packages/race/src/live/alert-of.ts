import { alertTextOf } from './alert-text-of.ts';
import {
  type AlertAsWritten,
  type AlertLevel,
  type AlertText,
  frenchWordingOf,
  type ReportEventText,
} from './alert-wording.ts';

/** A report event worth announcing, with what its domain event says (null when it is missing). */
export interface AlertRow {
  event_position: number;
  event_type: string;
  number: string | null;
  lap_number: number | null;
  description: string;
  race_time_ms: number;
  occurred_at: Date | string;
  /** The race state or car state the domain event moved to. */
  to_state: string | null;
  /** A fastest lap's time, and whether it is the race's ('overall') or its class's ('class'). */
  lap_time_ms: number | null;
  best_lap_scope: string | null;
  /** The class of a class's fastest lap, as the timing writes it. */
  best_lap_class: string | null;
}

/** The report event types that race control announces to everyone, in the banner. */
export const ALERT_EVENT_TYPES = ['safety_car', 'race_state', 'dnf'] as const;

/**
 * What the race-control log lists: every flag, safety car, full course yellow and red flag, car stopped or
 * retired, disqualification, and fastest lap (the race's and each class's).
 */
export const RACE_CONTROL_EVENT_TYPES = [...ALERT_EVENT_TYPES, 'disqualification', 'fastest_lap'] as const;

export type RaceControlEventType = (typeof RACE_CONTROL_EVENT_TYPES)[number];

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

/** An entry of the race-control log: an alert, with the class of the car it names (null for a flag). */
export type RaceControlEntry = LiveAlert & { category: string | null };

/** The report event's description, written in French by the pipeline. */
const DESCRIPTION_LANGUAGE = 'fr';

/**
 * What a page words for a row: its code and values, or, for a row no code reads, its own description shown
 * as written rather than as a vaguer generic message.
 */
export function shownWordsOf<Text extends ReportEventText>(
  text: Text,
  description: string,
): Text | AlertAsWritten {
  return text.code === 'race_control' && description.trim()
    ? { code: 'as_written', values: {}, lang: DESCRIPTION_LANGUAGE }
    : text;
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
