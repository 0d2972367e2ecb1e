import type { LiveFrame, LiveRow } from '@lemans/contract';
import { computed, signal } from '@preact/signals-react';
import { readStored, writeStored } from '../shell/storage.ts';
import { timeTravelling } from './followed-session.ts';
import { TvDelayLine } from './tv-delay-line.ts';
import {
  clampTvDelay,
  LeaderLapClock,
  MAX_TV_DELAY_MS,
  storedTvDelayOf,
  syncedTvDelayOf,
} from './tv-delay-rules.ts';

/**
 * The TV delay: fans watch the TV picture, seconds to minutes behind the live timing, and the ranking, the
 * banner and the alerts can be shown as they were that long ago. The setting is kept by the browser; while
 * it is on, every live frame the page receives waits in the delay line (see tv-delay-player.ts, which shows
 * them when due) and the polls of the present stand aside. A past moment shown by time travel overrides it.
 */

const STORAGE_KEY = 'lemans-live:differe-tv';

export type ReceivedFrame = Partial<LiveFrame> | LiveRow[];

/** The chosen delay, ms (0: live). */
export const tvDelayMs = signal(storedTvDelayOf(readStored(STORAGE_KEY)));
/** The delay is in force: chosen, and no past moment is shown by time travel. */
export const tvDelayOn = computed(() => tvDelayMs.value > 0 && !timeTravelling.value);
/** The page shows a past moment (time travel or the delay): what is polled from the present must wait. */
export const showingPast = computed(() => timeTravelling.value || tvDelayMs.value > 0);
/** The race time (s) of the frame the delay shows; null until one is shown. */
export const delayedElapsedS = signal<number | null>(null);

export const delayLine = new TvDelayLine<ReceivedFrame>(MAX_TV_DELAY_MS);
const leaderLaps = new LeaderLapClock();

export function setTvDelay(ms: number): void {
  const delay = clampTvDelay(ms);
  tvDelayMs.value = delay;
  writeStored(STORAGE_KEY, delay === 0 ? null : String(delay));
}

/**
 * Takes a live frame as it arrives (socket or API): true when the delay holds it, to be shown when due; false
 * when the caller shows it now. A frame older than the one received last (an API answer overtaken by the
 * socket) would move the picture back: it is not held.
 */
export function heldForTvDelay(frame: ReceivedFrame, receivedAtMs = Date.now()): boolean {
  if (!Array.isArray(frame)) leaderLaps.note(frame, receivedAtMs);
  if (!tvDelayOn.peek()) return false;
  if (!isOlderThan(frame, delayLine.newest())) delayLine.push(frame, receivedAtMs);
  return true;
}

/**
 * Puts the delay in step with the TV picture, the fan having just seen the leader cross the line: the delay
 * set (ms), or null when no lap of the leader has been received yet.
 */
export function syncTvDelay(pressedAtMs = Date.now()): number | null {
  const delay = syncedTvDelayOf(pressedAtMs, leaderLaps.lapReceivedAtMs);
  if (delay !== null) setTvDelay(delay);
  return delay;
}

/** The race time (s) a frame is at, when it says. */
export function elapsedOf(frame: ReceivedFrame | null): number | null {
  const elapsed = frame && !Array.isArray(frame) ? frame.weather?.elapsed_time : undefined;
  return typeof elapsed === 'number' && Number.isFinite(elapsed) ? elapsed : null;
}

/** The session a frame belongs to, when it says. */
export function sessionOf(frame: ReceivedFrame | null): string | null {
  return frame && !Array.isArray(frame) ? frame.session_id || null : null;
}

function isOlderThan(frame: ReceivedFrame, held: ReceivedFrame | null): boolean {
  const elapsed = elapsedOf(frame);
  const heldElapsed = elapsedOf(held);
  return (
    elapsed !== null && heldElapsed !== null && sessionOf(frame) === sessionOf(held) && elapsed < heldElapsed
  );
}
