import type { LiveAlert } from '@lemans/race';
import { computed, effect, signal } from '@preact/signals-react';
import { getJson } from '../api/http.ts';
import { currentAlerts } from './alerts-rules.ts';
import { sessionQueryOf } from './follow-rules.ts';
import { followedSessionId } from './followed-session.ts';
import { momentKnown, momentQuery, momentSession, shownMoment } from './shown-moment.ts';
import { withMomentQuery } from './shown-moment-rules.ts';
import { alertsReachedBy } from './tv-delay-rules.ts';
import { showingPast } from './tv-delay-store.ts';

/**
 * Race-control alerts of the session shown (the live one, a replay, or the one time travel or the TV delay
 * shows), from GET /api/live-alerts (newest first), for the banner: those given by the moment shown, and of
 * those only the ones still current (a safety car period that ended is over).
 */

const receivedAlerts = signal<LiveAlert[]>([]);

export const alerts = computed(() => {
  const received = receivedAlerts.value;
  const moment = shownMoment.value;
  if (!moment) {
    // Until the moment is known (a past one, a replay's), any alert could be later than it.
    if (!momentKnown.value || showingPast.value) return [];
    // The present: the session's own latest alert says where its race stands.
    return currentAlerts(received, Math.max(0, ...received.map((alert) => alert.race_time)));
  }
  return currentAlerts(alertsReachedBy(received, moment.raceTimeMs / 1000), moment.raceTimeMs);
});

/** The alerts of the moment shown, else (nothing runs, or not known yet) of the followed session. */
function alertsPath(): string {
  const query = momentQuery.peek();
  if (query) return withMomentQuery('/live-alerts', query);
  return `/live-alerts${sessionQueryOf(followedSessionId.peek())}`;
}

/** A failure keeps the alerts already held: the banner's alert fetch is silent (spec part 1 §8). */
export async function loadAlerts(): Promise<void> {
  const sessionId = followedSessionId.peek();
  const path = alertsPath();
  try {
    const body = await getJson<LiveAlert[]>(path);
    // An answer for a session (or moment) left meanwhile would show another race's alerts as live.
    if (followedSessionId.peek() !== sessionId || alertsPath() !== path) return;
    if (Array.isArray(body)) receivedAlerts.value = body;
  } catch {
    // Silent by specification.
  }
}

/** Loads the alerts now and again each time another session is followed or the moment moves; returns the stop. */
export function followSessionAlerts(): () => void {
  const stopSession = effect(() => {
    followedSessionId.value;
    momentSession.value;
    // The session left must not leave its alerts on screen while (or if) the new one's fail to load.
    receivedAlerts.value = [];
  });
  const stopMoment = effect(() => {
    followedSessionId.value;
    momentQuery.value;
    void loadAlerts();
  });
  return () => {
    stopSession();
    stopMoment();
  };
}
