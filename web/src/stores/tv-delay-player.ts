import type { TimedLiveFrame } from '@lemans/contract';
import { formatRaceTime } from '@lemans/contract/timing';
import { batch, effect, untracked } from '@preact/signals-react';
import { ApiError, getJson } from '../api/http.ts';
import { followedSessionId, timeTravelling } from './followed-session.ts';
import { LatestOnly } from './latest-only.ts';
import { loadLiveState } from './live-state-store.ts';
import { applyLiveFrame } from './live-store.ts';
import {
  delayedElapsedS,
  delayLine,
  elapsedOf,
  type ReceivedFrame,
  sessionOf,
  tvDelayMs,
  tvDelayOn,
} from './tv-delay-store.ts';
import { loadWeather, mergeWeather, weather } from './weather-store.ts';

/**
 * Shows the delayed frames: every 250 ms, the frame of the delay line now due goes to the live model and the
 * weather (which the banner's live state follows). A page opened, or a delay raised, more recently than the
 * delay has no frame that old: the moment is then asked of the API (GET /api/live?at=, one request at a time,
 * at most every 2 s) until the line has one. Runs only while the delay is on: at 0 there is no timer.
 */

const RELEASE_TICK_MS = 250;
const PAST_REQUEST_INTERVAL_MS = 2000;

let started = false;
/** The frame shown last, so that a frame still due is not applied again every tick. */
let shown: ReceivedFrame | null = null;
let past: LatestOnly<{ sessionId: string; atMs: number }, TimedLiveFrame> | null = null;
/** A server that said when to come back is not asked before then. */
let pastRetryAt = 0;

export function startTvDelay(): void {
  if (started) return;
  started = true;
  effect(() => {
    if (!tvDelayOn.value) return;
    const timer = setInterval(releaseDueFrame, RELEASE_TICK_MS);
    untracked(releaseDueFrame);
    return () => {
      clearInterval(timer);
      leaveDelay();
    };
  });
  // Another session followed: the frames held are another race's.
  let followed = followedSessionId.peek();
  effect(() => {
    if (followedSessionId.value === followed) return;
    followed = followedSessionId.value;
    untracked(forgetHeld);
  });
}

function releaseDueFrame(): void {
  const due = delayLine.frameDueAt(Date.now(), tvDelayMs.peek());
  if (due) {
    stopPast();
    if (due !== shown) show(due);
    return;
  }
  askPast();
}

function show(frame: ReceivedFrame): void {
  shown = frame;
  batch(() => {
    applyLiveFrame(frame);
    if (!Array.isArray(frame) && frame.weather) mergeWeather(frame.weather);
    delayedElapsedS.value = elapsedOf(frame);
  });
}

/** Asks for the moment `delay` before the present. */
function askPast(): void {
  const present = presentMoment();
  if (!present || Date.now() < pastRetryAt) return;
  past ??= pastLoader();
  past.request({
    sessionId: present.sessionId,
    atMs: Math.max(0, present.elapsedS * 1000 - tvDelayMs.peek()),
  });
}

/** The session and race time of the newest frame received, else of the picture shown when the delay began. */
function presentMoment(): { sessionId: string; elapsedS: number } | null {
  const latest = delayLine.newest();
  if (latest) {
    const sessionId = sessionOf(latest);
    const elapsedS = elapsedOf(latest);
    return sessionId && elapsedS !== null ? { sessionId, elapsedS } : null;
  }
  // No frame received since the delay went on: the weather shown is still the present's.
  const present = shown === null ? weather.peek() : null;
  const followed = followedSessionId.peek();
  if (!present?.session_id || !Number.isFinite(present.elapsed_time)) return null;
  if (followed !== null && followed !== present.session_id) return null;
  return { sessionId: present.session_id, elapsedS: present.elapsed_time };
}

function pastLoader(): LatestOnly<{ sessionId: string; atMs: number }, TimedLiveFrame> {
  const loader = new LatestOnly<{ sessionId: string; atMs: number }, TimedLiveFrame>({
    load: ({ sessionId, atMs }) =>
      getJson<TimedLiveFrame>(
        `/live?sessionId=${encodeURIComponent(sessionId)}&at=${encodeURIComponent(formatRaceTime(atMs))}`,
      ),
    onResult: (_asked, frame) => {
      // The line may have caught up while the request ran: its frame is the newer picture.
      if (past === loader && delayLine.frameDueAt(Date.now(), tvDelayMs.peek()) === null) show(frame);
    },
    onError: (_asked, error) => {
      // Silent, as the banner's other reads: the next tick asks again, when the server allows.
      if (error instanceof ApiError && error.retryAfterMs !== null)
        pastRetryAt = Date.now() + error.retryAfterMs;
    },
    minIntervalMs: PAST_REQUEST_INTERVAL_MS,
    now: () => performance.now(),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
  return loader;
}

function stopPast(): void {
  past?.stop();
  past = null;
}

/**
 * The delay is off: back to the present, with the newest frame received and at once the live state and the
 * weather, unless time travel takes over the model (it shows its own moment).
 */
function leaveDelay(): void {
  const present = delayLine.newest();
  forgetHeld();
  if (timeTravelling.peek()) return;
  if (present) show(present);
  delayedElapsedS.value = null;
  void loadLiveState();
  void loadWeather();
}

function forgetHeld(): void {
  stopPast();
  delayLine.clear();
  shown = null;
  pastRetryAt = 0;
  delayedElapsedS.value = null;
}
