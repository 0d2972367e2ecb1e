import type { ImportMatch } from '@lemans/contract';
import type { RecordingMeta } from '@lemans/race';
import { circuitById } from '../catalogue.ts';
import { matchCalendarEvent } from './calendar.ts';

/**
 * What an imported recording was recognised as: the circuit its laps were measured on, and the calendar's race
 * of its day (yyyy-MM-dd) on that circuit, as the event its session will go to (raceEventOfSession).
 */
export function importMatchOf(meta: Pick<RecordingMeta, 'circuitId'>, date: string): ImportMatch {
  const circuit = circuitById(meta.circuitId);
  const match = meta.circuitId === null ? null : matchCalendarEvent(date, meta.circuitId ?? null);
  return {
    circuit: circuit && { id: circuit.id, name: circuit.name },
    calendar: match && {
      id: match.event.id,
      name: match.event.name,
      championship: match.event.championship,
      round: match.event.round,
    },
  };
}

/** The match in French, one line each for the circuit and the event, as the CLI prints it. */
export function importMatchLines(match: ImportMatch, eventName: string): string[] {
  const circuit = match.circuit
    ? `Circuit reconnu d'après les tours : ${match.circuit.name}`
    : "Circuit non reconnu d'après les tours : aucun circuit connu de cette longueur";
  const calendar = match.calendar;
  const event = calendar
    ? `Épreuve : ${calendar.name} (${[
        calendar.championship ?? 'calendrier',
        calendar.round && `manche ${calendar.round}`,
      ]
        .filter(Boolean)
        .join(', ')})`
    : `Épreuve : ${eventName} (hors calendrier)`;
  return [circuit, event];
}
