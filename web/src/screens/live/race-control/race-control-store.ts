import type { RaceControlAnswer, RaceControlEntry } from '@lemans/contract';
import { computed, effect, signal } from '@preact/signals-react';
import { t } from '../../../i18n/i18n.ts';
import { lastUpdate } from '../../../stores/live-store.ts';
import { momentKnown, shownMoment } from '../../../stores/shown-moment.ts';
import { followShown, getForShown } from '../../../stores/shown-session-fetch.ts';
import { browserTimers, throttle } from '../../../stores/throttle.ts';
import { alertsReachedBy } from '../../../stores/tv-delay-rules.ts';
import { showingPast } from '../../../stores/tv-delay-store.ts';

/**
 * The race-control log of the session shown (the live one, a replay, or the moment time travel or the TV
 * delay shows), from GET /api/race-control (newest first): what race control had said by the moment shown.
 * Asked again when the session or the moment changes, and at most every few seconds as live frames come.
 * A session joined mid-race has what came before from the import of the same race, else says from when.
 */

/** A live log is asked again at most this often while frames come. */
const LIVE_REFRESH_MS = 5000;

const receivedEntries = signal<RaceControlEntry[]>([]);
export const raceControlLoading = signal(true);
export const raceControlError = signal<string | null>(null);
/** The race time the log runs from, for a session joined mid-race that no import completes; else null. */
export const raceControlPartialSinceMs = signal<number | null>(null);

export const raceControlEntries = computed(() => {
  const received = receivedEntries.value;
  const moment = shownMoment.value;
  // Until a past moment is known, any entry could be later than it.
  if (!moment) return momentKnown.value && !showingPast.value ? received : [];
  return alertsReachedBy(received, moment.raceTimeMs / 1000);
});

export async function loadRaceControl(): Promise<void> {
  try {
    const answer = await getForShown<RaceControlAnswer>('/race-control');
    if (!answer) return;
    receivedEntries.value = Array.isArray(answer.body.entries) ? answer.body.entries : [];
    raceControlPartialSinceMs.value = answer.body.partial_since_ms ?? null;
    raceControlError.value = null;
  } catch {
    raceControlError.value = t('load_error.race_control');
  } finally {
    raceControlLoading.value = false;
  }
}

/** Follows the log while a page shows it; returns the stop. */
export function followRaceControl(): () => void {
  const refresh = throttle(() => void loadRaceControl(), LIVE_REFRESH_MS, browserTimers);
  const stopShown = followShown({
    clear: () => {
      receivedEntries.value = [];
      raceControlPartialSinceMs.value = null;
      raceControlLoading.value = true;
    },
    load: () => void loadRaceControl(),
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
    stopShown();
    stopFrames();
  };
}
