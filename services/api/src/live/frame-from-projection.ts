import { liveRowOfStanding } from '@lemans/projections';
import {
  type LiveFrame,
  raceStateMessage,
  raceStateOf,
  type SessionStatus,
  sessionTypeOf,
  withGapsFromLeaderGaps,
} from '@lemans/race';
import { z } from 'zod';
import type { SessionStandings } from './live-repository.ts';

/**
 * The live frame of a session rebuilt from the Postgres projections, in exactly the shape ingest publishes
 * (`liveFrameOf`), for when Redis has none: a client cannot tell which copy answered. What the projections do
 * not keep is derived: the elapsed time is the race time of the last crossing, and the frame is dated when
 * it is read. Every car the session knows has its row; which documents left a car out is not kept, so no
 * row is dated as missing.
 */
export function frameFromProjection(session: SessionStandings, readAt: Date): LiveFrame {
  const timestamp = readAt.toISOString();
  const raceState = raceStateOf(session.race_state) ?? 'green';
  const weather = weatherSchema.parse(session.weather ?? {});
  const elapsedS = (session.last_race_time_ms ?? 0) / 1000;
  const durationS = session.duration_s;
  return {
    data: withGapsFromLeaderGaps(session.standings.map(liveRowOfStanding)),
    session_id: session.id,
    session_name: session.name,
    session_status: statusOf(session.status),
    current_session: { name: session.name },
    message: `${session.name} — ${raceStateMessage(raceState)}`,
    timestamp,
    weather: {
      air_temperature: weather.airTemp,
      track_temperature: weather.trackTemp,
      humidity: weather.humidity,
      pressure: weather.pressure,
      wind_speed: weather.windSpeed,
      wind_direction: weather.windDirection,
      weather_simulated: weather.simulated,
      session_id: session.id,
      session_name: session.name,
      session_type: sessionTypeOf(session.session_type),
      event_name: session.event_name,
      race_state: raceState,
      safety_car: raceState === 'safety' ? 'Yes' : 'No',
      remaining_time: durationS == null ? 0 : Math.max(0, durationS - elapsedS),
      elapsed_time: elapsedS,
      percent_progress: durationS ? Math.round(Math.min(100, (elapsedS / durationS) * 100) * 100) / 100 : 0,
      start_time: session.start_time ? new Date(session.start_time).toISOString() : null,
      duration: durationS,
      is_replay: session.is_replay,
      api_timestamp: timestamp,
    },
  };
}

/** The weather of the last WeatherObserved event, as ingest stores it on the session; absent before any. */
const weatherSchema = z.object({
  airTemp: z.number().nullable().catch(null),
  trackTemp: z.number().nullable().catch(null),
  humidity: z.number().nullable().catch(null),
  pressure: z.number().nullable().catch(null),
  windSpeed: z.number().nullable().catch(null),
  windDirection: z.number().nullable().catch(null),
  simulated: z.boolean().catch(false),
});

function statusOf(value: string): SessionStatus {
  return value === 'ended' ? 'ended' : 'active';
}
