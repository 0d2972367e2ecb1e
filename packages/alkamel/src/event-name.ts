import { frenchDate, matchCalendarEvent } from '@lemans/circuits/calendar';

/**
 * The event a recording belongs to, by one rule for the admin upload and the CLI: the event the operator
 * typed; else, with a results file, Le Mans (the only results file there is, le-mans-results-*.csv); else
 * the season calendar's race within a day of the start; else the event already known on the day of the start;
 * else a race named after that day.
 */

/** What the admin's table shows whole, as for a recording's name. */
const MAX_EVENT_NAME = 120;

export interface EventNameChoice {
  /** What the operator typed (form field or --event), trimmed here: blank is not given. */
  given?: string;
  /** Year of the results rows used, when a results file comes with the Analysis file. */
  resultsYear?: number;
  /** Local day of the start, yyyy-MM-dd. */
  date?: string;
  /**
   * The circuit the laps were recognised as: the calendar's race of that day is taken only on it; null when
   * they match no circuit we know (then no calendar race is); undefined when not measured.
   */
  circuitId?: string | null;
}

/** Name of the event of an existing non-replay session started on that local day, or null. */
export type EventOnDay = (date: string) => Promise<string | null>;

/** Why a typed event cannot name an event, or null when it can (its length once trimmed). */
export function eventNameProblem(given: string): string | null {
  return given.trim().length > MAX_EVENT_NAME
    ? `Le nom de l'épreuve ne doit pas dépasser ${MAX_EVENT_NAME} caractères`
    : null;
}

/**
 * The event name by the rule above. `eventOnDay` is asked only when nothing given decides, so that a caller
 * with its own name or results never reads the database.
 */
export async function chooseEventName(choice: EventNameChoice, eventOnDay: EventOnDay): Promise<string> {
  const given = choice.given?.trim();
  if (given) return given;
  if (choice.resultsYear !== undefined) return `24 Heures du Mans ${choice.resultsYear}`;
  if (choice.date === undefined) throw new Error('Date de départ requise pour nommer l’épreuve');
  const calendar = choice.circuitId === null ? null : matchCalendarEvent(choice.date, choice.circuitId);
  if (calendar) return calendar.event.name;
  return (await eventOnDay(choice.date)) ?? `Course du ${frenchDate(choice.date)}`;
}
