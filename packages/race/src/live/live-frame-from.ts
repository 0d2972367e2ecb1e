import type { LiveFrame, LiveRow, RaceState, ResultState, SessionStatus } from '@lemans/contract';
import { DONE_CAR_STATES } from './done-car-states.ts';
import { withGapsFromLeaderGaps } from './gaps-from-leader-gaps.ts';
import { withLapsDownSinceLine } from './laps-down-since-line.ts';
import { withOutCarsLapsBehind } from './out-car-gaps.ts';
import type { ParsedWeather } from './parsed-snapshot.ts';
import { sessionTypeOf } from './session-type.ts';

/**
 * What a live frame is made of, whichever copy builds it: ingest from the organiser's document, the API
 * from the projections (its frame rebuilt when Redis holds none, and time travel). Each copy reads these
 * from its own source; the frame's fields are written once, by `liveFrameFrom`, so the copies cannot drift.
 */
export interface LiveFrameSource {
  session: {
    id: string;
    name: string;
    /** In the organiser's wording, read by `sessionTypeOf`. */
    type: string;
    eventName: string;
    replay: boolean;
    status: SessionStatus;
    start: Date | null;
    durationS: number | null;
  };
  raceState: RaceState;
  weather: ParsedWeather;
  elapsedS: number;
  remainingS: number;
  /** Percent of the scheduled duration run. */
  progress: number;
  /** In the order shown; the relative gaps the line has not given yet are filled in from the leader gaps. */
  rows: readonly LiveRow[];
  /** When the source was read: the frame is dated with it. */
  readAt: Date;
}

export function liveFrameFrom({
  session,
  raceState,
  weather,
  elapsedS,
  remainingS,
  progress,
  rows,
  readAt,
}: LiveFrameSource): LiveFrame {
  const timestamp = readAt.toISOString();
  const data = withOutCarsLapsBehind(withLapsDownSinceLine(withGapsFromLeaderGaps(rows)));
  const result = resultStateOf(raceState, data);
  // The key order is the body's: ingest's copy and the API's must be the same bytes (and ETag).
  return {
    data,
    session_id: session.id,
    session_name: session.name,
    session_status: session.status,
    result_state: result,
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
      session_type: sessionTypeOf(session.type),
      event_name: session.eventName,
      race_state: raceState,
      safety_car: raceState === 'safety' ? 'Yes' : 'No',
      remaining_time: remainingS,
      elapsed_time: elapsedS,
      percent_progress: progress,
      start_time: session.start?.toISOString() ?? null,
      duration: session.durationS,
      is_replay: session.replay,
      result_state: result,
      api_timestamp: timestamp,
    },
  };
}

/** Final once every car has taken the flag or is out of the race, as ingest ends the session then. */
function resultStateOf(raceState: RaceState, rows: readonly LiveRow[]): ResultState {
  if (raceState !== 'finished') return null;
  return rows.length > 0 && rows.every((row) => DONE_CAR_STATES.has(row.car_state)) ? 'final' : 'provisional';
}

const RACE_STATE_MESSAGES: Record<RaceState, string> = {
  green: 'Drapeau vert',
  yellow: 'Drapeaux jaunes',
  red: 'Drapeau rouge : course interrompue',
  fcy: 'Full Course Yellow : course neutralisée',
  safety: 'Voiture de sécurité en piste',
  vsc: 'Voiture de sécurité virtuelle',
  finished: 'Drapeau à damier',
};

export function raceStateMessage(state: RaceState): string {
  return RACE_STATE_MESSAGES[state];
}
