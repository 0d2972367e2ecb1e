import { signal } from '@preact/signals-react';
import { getJson } from '../api/http.ts';
import type { RaceEventSummary } from '../api/types.ts';

/**
 * The race events of GET /api/race-events, newest first. An API without them (404) or a failed load leaves
 * the list as it was, empty at first: the race pages then show the current event without a chooser.
 */
export const raceEvents = signal<RaceEventSummary[]>([]);

/** One load at a time: every page heading and chooser asks as it mounts. */
let loading: Promise<void> | null = null;

export function loadRaceEvents(): Promise<void> {
  loading ??= getJson<RaceEventSummary[]>('/race-events')
    .then((events) => {
      raceEvents.value = events;
    })
    .catch(() => {
      // Silent: the chooser is an extra, and headings keep their neutral text.
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}
