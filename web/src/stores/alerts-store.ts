import type { LiveAlert } from '@lemans/contract';
import { computed, signal } from '@preact/signals-react';
import { currentAlerts } from './alerts-rules.ts';
import { momentKnown, shownMoment } from './shown-moment.ts';
import { followShown, getForShown } from './shown-session-fetch.ts';
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

/** A failure keeps the alerts already held: the banner's alert fetch is silent (spec part 1 §8). */
export async function loadAlerts(): Promise<void> {
  try {
    const answer = await getForShown<LiveAlert[]>('/live-alerts');
    if (answer && Array.isArray(answer.body)) receivedAlerts.value = answer.body;
  } catch {
    // Silent by specification.
  }
}

/** Loads the alerts now and again each time another session is followed or the moment moves; returns the stop. */
export function followSessionAlerts(): () => void {
  return followShown({
    // The session left must not leave its alerts on screen while (or if) the new one's fail to load.
    clear: () => {
      receivedAlerts.value = [];
    },
    load: () => void loadAlerts(),
  });
}
