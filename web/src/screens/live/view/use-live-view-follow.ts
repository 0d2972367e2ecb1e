import { formatRaceTime } from '@lemans/contract/timing';
import { effect } from '@preact/signals-react';
import { useEffect, useRef } from 'react';
import { followedSessionId, timeTravelling } from '../../../stores/followed-session.ts';
import { liveSessionId, loadLive, resetLive } from '../../../stores/live-store.ts';
import { browserTimers, throttle } from '../../../stores/throttle.ts';
import {
  leaveTravel,
  seekTravel,
  startTravel,
  travelAt,
  travelPlaying,
} from '../../../stores/time-travel-store.ts';
import { loadWeather, pollWeather } from '../../../stores/weather-store.ts';
import { type LiveView, type LiveViewPath, liveViewHrefOf, liveViewOf } from './live-view-url.ts';
import { loadPlayingSessions } from './playing-sessions-store.ts';

const REFRESH_MS = 10_000;
const WEATHER_REFRESH_MS = 10_000;
const SESSIONS_REFRESH_MS = 10_000;
/** The address follows the slider at most once a second (and at once on pause). */
const ADDRESS_THROTTLE_MS = 1000;

/**
 * Makes the live model follow what the address of a live page (at `path`: the ranking, the circuit) names: the current session, a chosen one as it
 * runs (the API every 10 s and the socket), or a chosen one at a moment of the race (time travel, which keeps
 * the address in step with the slider so that the view can be shared). Leaving the page puts every model
 * back on the current session.
 */
export function useLiveViewFollow(view: LiveView, path: LiveViewPath): void {
  const travelling = view.session !== null && view.at !== null;
  // The moment on entry; later moves come from the slider, or from an address changed from outside.
  const entryAt = useRef(view.at);
  entryAt.current = view.at;
  // The `t` the page last wrote: an address the page wrote itself is not a request to move.
  const written = useRef<string | null>(null);

  useEffect(() => {
    if (followedSessionId.value === view.session) return;
    // Naming the session already shown (the current one, by its id) keeps its rows.
    if (view.session === null || view.session !== liveSessionId.value) resetLive();
    followedSessionId.value = view.session;
  }, [view.session]);

  useEffect(() => {
    void loadPlayingSessions();
    const timer = setInterval(() => void loadPlayingSessions(), SESSIONS_REFRESH_MS);
    return () => {
      clearInterval(timer);
      leaveTravel();
      if (followedSessionId.value === null) return;
      followedSessionId.value = null;
      resetLive();
      void loadLive();
      void loadWeather();
    };
  }, []);

  useEffect(() => {
    if (travelling && view.session !== null) {
      startTravel(view.session, entryAt.current ?? 0);
      return followAddress(path, view.session, written);
    }
    leaveTravel();
    void loadLive();
    const refresh = setInterval(() => void loadLive(), REFRESH_MS);
    const stopWeather = pollWeather(WEATHER_REFRESH_MS);
    return () => {
      clearInterval(refresh);
      stopWeather();
    };
  }, [travelling, view.session, path]);

  useEffect(() => {
    if (view.at === null || !timeTravelling.value) return;
    const asked = formatRaceTime(view.at);
    if (asked !== written.current && asked !== formatRaceTime(travelAt.value)) seekTravel(view.at);
  }, [view.at]);
}

/** Writes the moment shown into the address (replacing it: scrubbing fills no history). */
function followAddress(path: LiveViewPath, session: string, written: { current: string | null }): () => void {
  const write = throttle(
    (at: number) => {
      written.current = formatRaceTime(at);
      // The class, the view shown and its sort stay in the address as the slider moves.
      const { category, strategy, sort } = liveViewOf(window.location.search);
      window.history.replaceState(
        window.history.state,
        '',
        liveViewHrefOf(path, { session, at, category, strategy, sort }),
      );
    },
    ADDRESS_THROTTLE_MS,
    browserTimers,
  );
  const stopFollowing = effect(() => write(travelAt.value));
  const stopFlushing = effect(() => {
    if (!travelPlaying.value) write.flush();
  });
  return () => {
    stopFollowing();
    stopFlushing();
    write.cancel();
  };
}
