import { useEffect, useState } from 'react';
import { timeTravelling } from '../../stores/followed-session.ts';
import { lastUpdate, liveWeather } from '../../stores/live-store.ts';
import { travelAt, travelPlaying, travelSpeed } from '../../stores/time-travel-store.ts';
import { useLiveStateOf } from '../../stores/use-live-state-of.ts';
import { MapClock, paceOf } from './map-clock.ts';

/**
 * The circuit page's race clock: the frame shown (live, a replay, or delayed for the TV: each is applied when
 * it is shown) run on at its pace, or the moment time travel shows, run on at the playing speed. Read by the
 * signals, so that the page's render keeps it in step; the animation loop reads it at each screen frame.
 */
export function useMapClock(): MapClock {
  const [clock] = useState(() => new MapClock());
  const travelling = timeTravelling.value;
  const at = travelAt.value;
  const playing = travelPlaying.value;
  const speed = travelSpeed.value;
  const elapsedS = liveWeather.value?.elapsed_time;
  const receivedAt = lastUpdate.value;
  const pace = useLiveStateOf(paceOf);

  // biome-ignore lint/correctness/useExhaustiveDependencies: values of signals read at render; the clock moves when they change
  useEffect(() => {
    if (travelling) clock.show(at, Date.now(), playing ? speed : 0, playing);
  }, [clock, travelling, at, playing, speed]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: values of signals read at render; the clock moves when they change
  useEffect(() => {
    if (!travelling && typeof elapsedS === 'number' && receivedAt !== null)
      clock.follow(elapsedS * 1000, receivedAt, pace);
  }, [clock, travelling, elapsedS, receivedAt, pace]);
  return clock;
}
