import type { CatalogueMoment } from '@lemans/contract';
import type { LiveState } from '@lemans/contract/live-state';
import { computed, effect, signal, untracked } from '@preact/signals-react';
import { getJson } from '../api/http.ts';
import { sessionQueryOf } from './follow-rules.ts';
import { followedSessionId, timeTravelling } from './followed-session.ts';
import { liveState } from './live-state-store.ts';
import { liveSessionId, liveWeather, loadLive } from './live-store.ts';
import {
  instantOf,
  momentOfFrame,
  momentQueryOf,
  momentShown,
  type ShownMoment,
} from './shown-moment-rules.ts';
import { throttle } from './throttle.ts';
import { showingPast } from './tv-delay-store.ts';

/**
 * The moment the page shows, which the banner's news and alerts, the programme and the videos page follow:
 * the session and race time of the frame the live model holds (live, a replay, time travel, the TV delay),
 * and the wall instant it stands for. The lists are asked again when it moves, at most every few seconds.
 */

/** How often the lists may be asked again as the moment moves (a replay at 60× moves a minute a second). */
export const MOMENT_REFRESH_MS = 5000;

/** The session and race time of the frame the live model holds. */
const frameMoment = computed(() => momentOfFrame(liveSessionId.value, liveWeather.value?.elapsed_time));

/** The moment the lists follow; null for the present (nothing runs, or a race over shown as it stands). */
export const shownMoment = computed<ShownMoment | null>(() =>
  momentShown(frameMoment.value, {
    showingPast: showingPast.value,
    replay: liveWeather.value?.is_replay === true,
    phase: liveState.value.phase,
  }),
);

/**
 * The page shows the present, no session's moment: the followed session's state said that nothing runs, or
 * neither it nor a frame could be had (the lists then load as they can rather than wait for good).
 */
const presentShown = signal(false);

/**
 * Whether the page knows what it shows: a moment, or the present when nothing runs. Until then the lists
 * wait, lest a page opened on a replay flash the news of its end.
 */
export const momentKnown = computed(
  () => frameMoment.value !== null || (presentShown.value && !timeTravelling.value),
);

/** The moment's query as the lists send it ("" for none), moved at most every MOMENT_REFRESH_MS; null until known. */
export const momentQuery = signal<string | null>(null);

/** The session of the moment asked for ("" for none); null until known. Changes at once, never throttled. */
export const momentSession = computed(() => {
  if (!momentKnown.value) return null;
  return shownMoment.value?.sessionId ?? '';
});

/** The API's reading of the moment's session: its start, and whether it is the followed event's. */
export const catalogueMoment = signal<CatalogueMoment | null>(null);

/** The wall instant (ms) the page shows; null for the present, or until the API has read the session. */
export const shownInstant = computed(() => instantOf(catalogueMoment.value, shownMoment.value));

/** The session shown belongs to another event than the one the feed follows: the catalogue is not its own. */
export const otherEventShown = computed(() => {
  const catalogue = catalogueMoment.value;
  return catalogue !== null && catalogue.session_id === momentSession.value && !catalogue.followed_event;
});

async function loadCatalogueMoment(sessionId: string, query: string): Promise<void> {
  try {
    const body = await getJson<CatalogueMoment>(`/catalogue-moment?${query}`);
    if (momentSession.peek() === sessionId) catalogueMoment.value = body;
  } catch {
    // Silent: without it the page keeps the lists as the API filtered them, to the minute.
  }
}

/**
 * Learns what the page shows: the followed session's latest frame, or that nothing runs. With time travel
 * or the TV delay, their own frames say it.
 */
async function learnMoment(): Promise<void> {
  if (frameMoment.peek() || timeTravelling.peek()) return;
  const sessionId = followedSessionId.peek();
  const [state] = await Promise.all([
    getJson<LiveState>(`/live/state${sessionQueryOf(sessionId)}`).catch(() => null),
    showingPast.peek() ? undefined : loadLive(),
  ]);
  if (followedSessionId.peek() !== sessionId) return;
  // With the TV delay on, the frame waits its turn in the delay line: the moment comes with it.
  const noFrame = !frameMoment.peek() && !showingPast.peek();
  if (state === null || state.session_id === null || noFrame) presentShown.value = true;
}

/** Starts following the moment shown; returns the stop. */
export function followShownMoment(): () => void {
  const moveQuery = throttle<string>((query) => (momentQuery.value = query), MOMENT_REFRESH_MS, {
    now: () => performance.now(),
    setTimeout: (run, ms) => setTimeout(run, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  });
  const stops = [
    // Another session followed: what was learnt of the previous one says nothing of it.
    effect(() => {
      followedSessionId.value;
      presentShown.value = false;
      // What the load reads on its way (time travel, the TV delay) is not what this follows.
      untracked(() => void learnMoment());
    }),
    effect(() => {
      const sessionId = momentSession.value;
      catalogueMoment.value = null;
      moveQuery.cancel();
      momentQuery.value = sessionId === null ? null : momentQueryOf(shownMoment.peek());
      if (sessionId) void loadCatalogueMoment(sessionId, momentQuery.peek() ?? '');
    }),
    effect(() => {
      const query = momentQueryOf(shownMoment.value);
      if (momentSession.peek() !== null && query !== momentQuery.peek()) moveQuery(query);
    }),
  ];
  return () => {
    moveQuery.cancel();
    for (const stop of stops) stop();
  };
}
