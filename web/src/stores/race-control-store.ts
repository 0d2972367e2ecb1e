import type { RaceControlEntry } from '@lemans/race';
import { computed, effect, signal } from '@preact/signals-react';
import { getJson } from '../api/http.ts';
import { sessionQueryOf } from './follow-rules.ts';
import { followedSessionId } from './followed-session.ts';
import { lastUpdate } from './live-store.ts';
import { momentKnown, momentQuery, momentSession, shownMoment } from './shown-moment.ts';
import { withMomentQuery } from './shown-moment-rules.ts';
import { browserTimers, throttle } from './throttle.ts';
import { alertsReachedBy } from './tv-delay-rules.ts';
import { showingPast } from './tv-delay-store.ts';

/**
 * The race-control log of the session shown (the live one, a replay, or the moment time travel or the TV
 * delay shows), from GET /api/race-control (newest first): what race control had said by the moment shown.
 * Asked again when the session or the moment changes, and at most every few seconds as live frames come.
 */

/** A live log is asked again at most this often while frames come. */
const LIVE_REFRESH_MS = 5000;
export const RACE_CONTROL_ERROR = 'Impossible de charger la direction de course';

const receivedEntries = signal<RaceControlEntry[]>([]);
export const raceControlLoading = signal(true);
export const raceControlError = signal<string | null>(null);

export const raceControlEntries = computed(() => {
  const received = receivedEntries.value;
  const moment = shownMoment.value;
  // Until a past moment is known, any entry could be later than it.
  if (!moment) return momentKnown.value && !showingPast.value ? received : [];
  return alertsReachedBy(received, moment.raceTimeMs / 1000);
});

function logPath(): string {
  const query = momentQuery.peek();
  if (query) return withMomentQuery('/race-control', query);
  return `/race-control${sessionQueryOf(followedSessionId.peek())}`;
}

export async function loadRaceControl(): Promise<void> {
  const sessionId = followedSessionId.peek();
  const path = logPath();
  try {
    const body = await getJson<RaceControlEntry[]>(path);
    // An answer for a session (or moment) left meanwhile would show another race's log.
    if (followedSessionId.peek() !== sessionId || logPath() !== path) return;
    receivedEntries.value = Array.isArray(body) ? body : [];
    raceControlError.value = null;
  } catch {
    if (followedSessionId.peek() === sessionId) raceControlError.value = RACE_CONTROL_ERROR;
  } finally {
    raceControlLoading.value = false;
  }
}

/** Follows the log while a page shows it; returns the stop. */
export function followRaceControl(): () => void {
  const refresh = throttle(() => void loadRaceControl(), LIVE_REFRESH_MS, browserTimers);
  const stopSession = effect(() => {
    followedSessionId.value;
    momentSession.value;
    receivedEntries.value = [];
    raceControlLoading.value = true;
  });
  const stopMoment = effect(() => {
    followedSessionId.value;
    momentQuery.value;
    void loadRaceControl();
  });
  // The first run is the moment's own load, above.
  let first = true;
  const stopFrames = effect(() => {
    const updated = lastUpdate.value;
    if (!first && updated !== null) refresh(undefined);
    first = false;
  });
  return () => {
    refresh.cancel();
    stopSession();
    stopMoment();
    stopFrames();
  };
}
