import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import type { RaceEventSummary } from '../api/types.ts';
import { loadRaceEvents, raceEvents } from '../stores/race-events-store.ts';
import { shownEvent } from './race-event-rules.ts';

/**
 * The event a page's heading names: the one asked for (?evenement=), else the current one of
 * GET /api/race-events, read again as the page mounts; null until known.
 */
export function useShownEvent(asked: string | null = null): RaceEventSummary | null {
  useSignals();
  useEffect(() => {
    void loadRaceEvents();
  }, []);
  return shownEvent(asked, raceEvents.value);
}
