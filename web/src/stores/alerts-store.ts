import type { LiveAlert } from '@lemans/race';
import { computed, effect, signal } from '@preact/signals-react';
import { getJson } from '../api/http.ts';
import { followedSessionId, timeTravelling } from './followed-session.ts';
import { travelAt } from './time-travel-store.ts';
import { alertsReachedBy } from './tv-delay-rules.ts';
import { delayedElapsedS, tvDelayOn } from './tv-delay-store.ts';

/**
 * Race-control alerts of the followed session (the live one, or the one the ranking replays), from
 * GET /api/live-alerts (newest first), for the banner. A past moment shown by time travel shows none from
 * after it; with the TV delay on, an alert later than the moment shown waits until the picture reaches it.
 */

const receivedAlerts = signal<LiveAlert[]>([]);

export const alerts = computed(() => {
  const received = receivedAlerts.value;
  if (timeTravelling.value) return alertsReachedBy(received, travelAt.value / 1000);
  return tvDelayOn.value ? alertsReachedBy(received, delayedElapsedS.value) : received;
});

const alertsPath = (sessionId: string | null) =>
  sessionId === null ? '/live-alerts' : `/live-alerts?sessionId=${encodeURIComponent(sessionId)}`;

/** A failure keeps the alerts already held: the banner's alert fetch is silent (spec part 1 §8). */
export async function loadAlerts(sessionId = followedSessionId.peek()): Promise<void> {
  try {
    const body = await getJson<LiveAlert[]>(alertsPath(sessionId));
    // An answer for a session left meanwhile would show another race's alerts as live.
    if (followedSessionId.peek() !== sessionId) return;
    if (Array.isArray(body)) receivedAlerts.value = body;
  } catch {
    // Silent by specification.
  }
}

/** Loads the alerts now and again each time another session is followed; returns the stop. */
export function followSessionAlerts(): () => void {
  return effect(() => {
    const sessionId = followedSessionId.value;
    // The session left must not leave its alerts on screen while (or if) the new one's fail to load.
    receivedAlerts.value = [];
    void loadAlerts(sessionId);
  });
}
