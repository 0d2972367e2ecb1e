import {
  type LiveState,
  liveFactsOf,
  liveStateOf,
  liveStateSince,
  NO_LIVE_STATE,
} from '@lemans/contract/live-state';
import { computed, signal } from '@preact/signals-react';
import { getJson } from '../api/http.ts';
import { now } from './clock.ts';
import { sessionQueryOf } from './follow-rules.ts';
import { followedSessionId } from './followed-session.ts';
import { racePhaseOf } from './race-phase.ts';
import { showingPast } from './tv-delay-store.ts';

/**
 * What is live for the session the page follows: the one state every live indicator reads (the nav dot,
 * the home page, the live hub, the ranking header, the banner), so that none can contradict another. It is
 * derived by the same function as GET /api/live/state: from each frame the page receives (the API's and the
 * socket's), and from that route on every page, which also covers a page that loads no frame.
 */

export const LIVE_STATE_REFRESH_MS = 15_000;
/**
 * How old an answer of GET /api/live/state may be when it arrives: shared caches keep it a second (its
 * Cache-Control), and the call takes its time. A frame noted since then says more recent news.
 */
const STATE_ANSWER_AGE_MS = 2000;
let frameNotedAt = Number.NEGATIVE_INFINITY;

/** The state as last learned, and when: a running session's clock counts down from then. */
const held = signal<{ state: LiveState; at: number }>({ state: NO_LIVE_STATE, at: Date.now() });

export const liveState = computed(() => liveStateSince(held.value.state, held.value.at, now.value));

/** The race's phase as every page says it (race-phase.ts): it changes only when the phase does. */
export const racePhase = computed(() => racePhaseOf(liveState.value));

/** The state a frame of the followed session says (the time left counted from its receipt). */
export function noteLiveFrame(frame: unknown): void {
  const at = Date.now();
  frameNotedAt = at;
  held.value = { state: liveStateOf(liveFactsOf(frame, at), at), at };
}

/** Forgets the state when the page changes session, so that the old one's never shows for the new one. */
export function forgetLiveState(): void {
  frameNotedAt = Number.NEGATIVE_INFINITY;
  held.value = { state: NO_LIVE_STATE, at: Date.now() };
}

/**
 * Loads the followed session's state; while a past moment is shown (time travel or the TV delay), its frames
 * say it instead.
 */
export async function loadLiveState(): Promise<void> {
  if (showingPast.value) return;
  const sessionId = followedSessionId.value;
  const asked = Date.now();
  try {
    const state = await getJson<LiveState>(`/live/state${sessionQueryOf(sessionId)}`);
    // The choice changed while the call ran: this answer describes a session no longer shown.
    if (followedSessionId.value !== sessionId || showingPast.value) return;
    // A frame came while the answer may have been made: the frame is the more recent news.
    if (frameNotedAt > asked - STATE_ANSWER_AGE_MS) return;
    held.value = { state, at: Date.now() };
  } catch {
    // Silent, as the banner's other polls: the frames keep the state current meanwhile.
  }
}

/** Loads now, then every `intervalMs`; returns the function that stops the polling. */
export function pollLiveState(intervalMs: number): () => void {
  void loadLiveState();
  const timer = setInterval(() => void loadLiveState(), intervalMs);
  return () => clearInterval(timer);
}
