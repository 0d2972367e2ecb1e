import { circuitById } from '@lemans/circuits';
import type { RaceEventSummary } from '../../api/types.ts';
import { formatDayRange } from '../../format/dates.ts';

/** Shown for a figure the event does not give: unknown, not Le Mans's. */
export const UNKNOWN_FIGURE = '—';

/** The length of the event's circuit, "13.626 km" (as the specification writes it). */
export function circuitLengthOf(event: Pick<RaceEventSummary, 'circuit_id'> | null): string {
  const circuit = circuitById(event?.circuit_id);
  return circuit ? `${(circuit.lengthM / 1000).toFixed(3)} km` : UNKNOWN_FIGURE;
}

/** The race's scheduled length, "24 h", "6 h", "10 h 30". */
export function raceLengthOf(event: Pick<RaceEventSummary, 'scheduled_length_s'> | null): string {
  const seconds = event?.scheduled_length_s;
  if (!seconds) return UNKNOWN_FIGURE;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.round((seconds % 3600) / 60);
  return minutes === 0 ? `${hours} h` : `${hours} h ${String(minutes).padStart(2, '0')}`;
}

/**
 * The days the programme covers, "6-15 juin 2025" (or "30 mai - 2 juin 2025" across two months), from its
 * days (yyyy-MM-dd); else the race day; else unknown.
 */
export function eventDaysOf(programmeDays: readonly string[], raceDay: string | null): string {
  const days = [...programmeDays].sort();
  const first = days[0] ?? raceDay;
  const last = days.at(-1) ?? raceDay;
  if (!first || !last) return UNKNOWN_FIGURE;
  return formatDayRange(first, last);
}
