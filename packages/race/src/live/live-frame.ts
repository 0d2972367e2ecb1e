import type { Subclass } from '../subclasses.ts';
import type { RaceState } from './parsed-snapshot.ts';
import type { SessionType } from './session-type.ts';

/**
 * What the site shows live, in the field names of the product specification (part 1 §3): the `live-update`
 * frame sent over the socket and the body of GET /api/live, and the weather and session feed of
 * GET /api/weather. Built once per snapshot by ingest; readers pass it on untouched, and the API rebuilds it
 * from the projections only when Redis holds none (both through `liveFrameFrom`).
 */

export interface LiveRow {
  entry_id: number;
  participant_number: string;
  team_name: string;
  ranking: number;
  category_position: number;
  lap_count: number;
  /** ms, null before the first timed lap. */
  last_lap_time: number | null;
  best_lap_time: number | null;
  /** ms behind the leader at the line, between their crossings of the car's last completed lap. */
  gap_time: number;
  /**
   * In the organiser's wording: "" for the leader, "14.084", "2 Laps" (see gap-at-line.ts); a car out of the
   * race, in laps behind the leader as it stands (out-car-gaps.ts).
   */
  gap: string;
  /** km/h. */
  speed: number | null;
  car_state: string;
  category_label: string;
  /** The sub-class the entry list names within the category ('PRO_AM'), null for none. */
  subclass: Subclass | null;
  brand_name: string;
  car_name: string;
  current_driver_name: string;
  current_driver_id: number | null;
  current_sector: number;
  position_change: number;
  pit_stops: number;
  nationality: string;
  /**
   * ms to the car ahead overall, by the gap's rule between the two cars' crossings of the car's last
   * completed lap; null for the leader or when unknown. `interval` is written as `gap` is.
   */
  interval_time: number | null;
  interval: string;
  /** ms to the leader of the car's class, at the line; null for the class leader or when unknown. */
  class_gap_time: number | null;
  class_gap: string;
  /** ms to the car ahead in the class, at the line; null for the class leader or when unknown. */
  class_interval_time: number | null;
  class_interval: string;
  /** Sector times (ms) of the lap in progress, null until completed. */
  current_sectors: SectorTimes;
  /** Sector times of the last completed lap. */
  last_lap_sectors: SectorTimes;
  /** The car's best time in each sector of the session. */
  best_sectors: SectorTimes;
  /**
   * The lap the car had completed when it last entered the pit lane; null before its first stop, or when
   * its stops came before the session was first read (a session joined late).
   */
  last_pit_lap: number | null;
  /** ms in the pits at its last stop; null while in the pits, before its first stop or when not timed. */
  last_pit_time: number | null;
  /** How far `last_pit_time` may be from the real time: 0 when the source timed it, else the poll's. */
  last_pit_precision: number | null;
  /**
   * Race time (ms) at which the car last crossed the line, null before its first crossing seen: with the
   * sector times of the lap in progress, where the car was at its last timing line (the circuit map).
   */
  last_crossing_time: number | null;
  /** Overall and class positions at the start of the race hour in progress (where the car was first seen in the first). */
  hour_start_ranking: number | null;
  hour_start_class_position: number | null;
  /**
   * Race time (ms) of the first organiser document that no longer showed the car, while none has shown it
   * since: the row is then the car's last known one (see unseen-rows.ts). Null while the document shows it.
   */
  missing_since_time: number | null;
}

/** Times of sectors 1, 2 and 3, ms; null for a sector not (yet) timed. */
export type SectorTimes = [number | null, number | null, number | null];

/**
 * What a live row says beyond the organiser's document, as the fold of the events keeps it for each car (the
 * projections' standing): ingest, the API's rebuilt frame and time travel all show the same.
 */
export type CarTiming = Pick<
  LiveRow,
  | 'interval_time'
  | 'interval'
  | 'class_gap_time'
  | 'class_gap'
  | 'class_interval_time'
  | 'class_interval'
  | 'current_sectors'
  | 'last_lap_sectors'
  | 'best_sectors'
  | 'last_pit_lap'
  | 'last_pit_time'
  | 'last_pit_precision'
  | 'last_crossing_time'
  | 'hour_start_ranking'
  | 'hour_start_class_position'
>;

/** The timing of a car the events say nothing about yet. */
export const NO_CAR_TIMING: Readonly<CarTiming> = Object.freeze<CarTiming>({
  interval_time: null,
  interval: '',
  class_gap_time: null,
  class_gap: '',
  class_interval_time: null,
  class_interval: '',
  current_sectors: [null, null, null],
  last_lap_sectors: [null, null, null],
  best_sectors: [null, null, null],
  last_pit_lap: null,
  last_pit_time: null,
  last_pit_precision: null,
  last_crossing_time: null,
  hour_start_ranking: null,
  hour_start_class_position: null,
});

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
