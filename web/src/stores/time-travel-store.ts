import type { TimedLiveFrame } from '@lemans/contract';
import { formatRaceTime } from '@lemans/contract/timing';
import { batch, signal } from '@preact/signals-react';
import { ApiError, getJson } from '../api/http.ts';
import { followedSessionId, timeTravelling } from './followed-session.ts';
import { LatestOnly } from './latest-only.ts';
import { applyLiveFrame, liveSessionId, resetLive } from './live-store.ts';
import {
  advance,
  clampMoment,
  DEFAULT_PLAYBACK_SPEED,
  PLAYBACK_TICK_MS,
  type PlaybackSpeed,
} from './playback.ts';
import { mergeWeather } from './weather-store.ts';

/**
 * Time travel on the ranking page: a session shown as it was at a moment of the race, frame by frame from
 * GET /api/live?sessionId=&at=, applied to the live model so that the podiums, the table, the flags and the
 * banner follow. Playing moves the moment forward at a chosen speed; at most one frame is asked for at a
 * time and the page always ends on the last moment asked for.
 */

/** The moment asked for (the slider's position), in ms of race time. */
export const travelAt = signal(0);
/** The last race time the session has data for; null until the first frame. */
export const travelLast = signal<number | null>(null);
/** The first race time it has data for (after the start when first read mid-race); 0 until the first frame. */
export const travelFirst = signal(0);
export const travelPlaying = signal(false);
export const travelSpeed = signal<PlaybackSpeed>(DEFAULT_PLAYBACK_SPEED);
/**
 * Why the moment shown is not the one asked: the server's refusal (the moment is asked again when it says)
 * or no answer at all. The time-travel bar words it, in the page's language of the moment.
 */
export type TravelError = ApiError | 'no_answer';
export const travelError = signal<TravelError | null>(null);

let frames: LatestOnly<number, TimedLiveFrame> | null = null;
let player: ReturnType<typeof setInterval> | undefined;

// A whole second as the race clock reads; the session's last moment to its millisecond, so that the end of
// the slider shows the last crossing (24:06:46.484) rather than the second before it.
const loadFrame = (sessionId: string) => (atMs: number) =>
  getJson<TimedLiveFrame>(
    `/live?sessionId=${encodeURIComponent(sessionId)}&at=${atMs % 1000 === 0 ? encodeURIComponent(formatRaceTime(atMs)) : atMs}`,
  );

function showFrame(frame: TimedLiveFrame): void {
  batch(() => {
    applyLiveFrame(frame);
    if (frame.weather) mergeWeather(frame.weather);
    if (Number.isFinite(frame.last_race_time_ms)) {
      travelLast.value = frame.last_race_time_ms;
      // An address past the end (shared before the session was over, or typed) lands on its last moment.
      if (travelAt.value > frame.last_race_time_ms) travelAt.value = Math.max(0, frame.last_race_time_ms);
    }
    if (Number.isFinite(frame.first_race_time_ms)) {
      travelFirst.value = frame.first_race_time_ms;
      // A moment before the session was first read is shown as at its first: the slider says so.
      travelAt.value = clampMoment(travelAt.value, travelLast.value, frame.first_race_time_ms);
    }
    travelError.value = null;
  });
}

/** Shows `sessionId` at `atMs`; the socket leaves its live room and the polls stand aside until `leaveTravel`. */
export function startTravel(sessionId: string, atMs: number): void {
  // Rows already shown for this session stay until its past frame replaces them (flagging what differs).
  const shownSession = followedSessionId.value ?? liveSessionId.value;
  const sameTravel = timeTravelling.value && followedSessionId.value === sessionId;
  frames?.stop();
  frames = new LatestOnly({
    load: loadFrame(sessionId),
    onResult: (_at, frame) => showFrame(frame),
    onError: (at, error) => {
      // The server is busy or this viewer asks too fast: it says so, and the moment is asked again when it
      // says; playing goes on from there.
      if (error instanceof ApiError && error.retryAfterMs !== null) {
        travelError.value = error;
        frames?.retryLater(at, error.retryAfterMs);
        return;
      }
      travelError.value = 'no_answer';
      pauseTravel();
    },
    minIntervalMs: PLAYBACK_TICK_MS,
    now: () => performance.now(),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
  batch(() => {
    if (shownSession !== sessionId) resetLive();
    if (!sameTravel) {
      travelLast.value = null;
      travelFirst.value = 0;
    }
    followedSessionId.value = sessionId;
    timeTravelling.value = true;
    travelError.value = null;
  });
  seekTravel(atMs);
}

/** Moves to a moment (kept within the race) and asks for its frame. */
export function seekTravel(atMs: number): void {
  const at = clampMoment(Math.floor(atMs), travelLast.value, travelFirst.value);
  travelAt.value = at;
  frames?.request(at);
}

export function playTravel(): void {
  if (!frames || travelPlaying.value) return;
  // Playing from the end starts again from the start.
  if (travelLast.value !== null && travelAt.value >= travelLast.value) seekTravel(travelFirst.value);
  travelPlaying.value = true;
  let last = performance.now();
  player = setInterval(() => {
    const now = performance.now();
    const lastMs = travelLast.value ?? Number.POSITIVE_INFINITY;
    const next = advance(travelAt.value, now - last, travelSpeed.value, lastMs);
    last = now;
    seekTravel(next.atMs);
    if (next.ended) pauseTravel();
  }, PLAYBACK_TICK_MS);
}

export function pauseTravel(): void {
  clearInterval(player);
  player = undefined;
  travelPlaying.value = false;
}

export function setTravelSpeed(speed: PlaybackSpeed): void {
  travelSpeed.value = speed;
}

/** Back to following the session as it runs: the socket joins its room again and the polls resume. */
export function leaveTravel(): void {
  pauseTravel();
  frames?.stop();
  frames = null;
  batch(() => {
    timeTravelling.value = false;
    travelError.value = null;
    travelLast.value = null;
    travelFirst.value = 0;
  });
}
