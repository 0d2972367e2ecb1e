/**
 * GET /api/sessions/:sid/teams/:tid/laps and .../drivers/:did/laps (spec part 2 §3, lap response): a car's
 * laps in one session, all of them or one driver's. Times in ms, speeds in km/h.
 */
export interface LapDriver {
  id: number;
  firstname: string;
  lastname: string;
  picture: string | null;
  driver_position: number;
}

export interface Lap {
  lap_number: number;
  is_best_lap: boolean;
  pitstop_flag: boolean;
  driver_change: boolean;
  driver_id: number | null;
  driver_name: string | null;
  driver_picture: string | null;
  lap_time: number | null;
  position: number | null;
  gap_to_leader: number | null;
  sector1_time: number | null;
  sector2_time: number | null;
  sector3_time: number | null;
  speed: number | null;
}

export interface LapResponse {
  /** `partial_since_ms`: joined after the start, the race time (ms) of its first data; else null. */
  session: { id: string; name: string | null; partial_since_ms: number | null };
  total_laps: number;
  best_lap_time: number | null;
  best_position: number | null;
  avg_lap_time: number | null;
  drivers: LapDriver[];
  laps: Lap[];
}
