import type { LiveRow } from './live-row-schema.ts';
import type { RaceState } from './race-state.ts';
import type { SessionType } from './session-type.ts';

/**
 * What the site shows live, in the field names of the product specification (part 1 §3): the `live-update`
 * frame sent over the socket and the body of GET /api/live, and the weather and session feed of
 * GET /api/weather. Built once per snapshot by ingest; readers pass it on untouched, and the API rebuilds it
 * from the projections only when Redis holds none (both through `liveFrameFrom`).
 */

/** A car's row: declared once, by its schema (live-row-schema.ts), which the browser never loads. */
export type { LiveRow, SectorTimes } from './live-row-schema.ts';

export type SessionStatus = 'active' | 'ended';

export interface SessionWeather {
  air_temperature: number | null;
  track_temperature: number | null;
  humidity: number | null;
  pressure: number | null;
  wind_speed: number | null;
  wind_direction: number | null;
  weather_simulated: boolean;
  session_id: string;
  session_name: string;
  session_type: SessionType;
  event_name: string;
  race_state: RaceState;
  safety_car: 'Yes' | 'No';
  /** Seconds. */
  remaining_time: number;
  /** Seconds. */
  elapsed_time: number;
  percent_progress: number;
  /** ISO date of the start. */
  start_time: string | null;
  /** Seconds. */
  duration: number | null;
  is_replay: boolean;
  /** As the frame's: the weather and session feed is read alone too. */
  result_state: ResultState;
  /** ISO date at which the organiser's document was read. */
  api_timestamp: string;
}

/**
 * Where the race's result stands: none before the chequered flag, provisional from the leader's flag until
 * every car still in the race has crossed the line, final then.
 */
export type ResultState = 'provisional' | 'final' | null;

export interface LiveFrame {
  data: LiveRow[];
  session_id: string;
  session_name: string;
  session_status: SessionStatus;
  result_state: ResultState;
  current_session: { name: string };
  message: string;
  /** ISO date at which the organiser's document was read. */
  timestamp: string;
  weather: SessionWeather;
}
