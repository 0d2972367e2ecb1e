import { signal } from '@preact/signals-react';
import { getJson } from '../api/http.ts';
import type { RaceEventSummary } from '../api/types.ts';

/**
 * The race events of GET /api/race-events, newest first. An API without them (404) or a failed load leaves
 * the list as it was, empty at first: the race pages then show the current event without a chooser.
 */
export const raceEvents = signal<RaceEventSummary[]>([]);

export async function loadRaceEvents(): Promise<void> {
  try {
    raceEvents.value = await getJson<RaceEventSummary[]>('/race-events');
  } catch {
    // Silent: the chooser is an extra, the pages work without it.
  }
}
