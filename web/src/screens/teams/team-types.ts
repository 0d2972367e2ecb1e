import type { Entry } from '../../api/types.ts';

/** The answers of GET /api/teams/:id and GET /api/sessions/:sid/teams/:tid/laps (spec part 2 §3). */

export interface TeamStatistics {
  total_sessions: number;
  best_position: number | null;
  best_lap_time: number | null;
  avg_lap_time: number | null;
  total_laps: number;
  max_speed: number | null;
  best_sector1: number | null;
  best_sector2: number | null;
  best_sector3: number | null;
}

export interface TeamSessionRow {
  id: string;
  session_id: string;
  entry_id: number;
  session_name: string;
  session_type: string;
  start_time: string | null;
  end_time: string | null;
  lap_count: number;
  last_lap_time: number | null;
  best_lap_time: number | null;
  position: number;
  speed: number | null;
}

/** A team from the direct call; the fallback on the loaded entries has neither statistics nor history. */
export interface TeamDetail extends Entry {
  statistics?: TeamStatistics;
  session_history?: TeamSessionRow[];
}

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
  lap_time: number | null;
  position: number | null;
  gap_to_leader: number | null;
  sector1_time: number | null;
  sector2_time: number | null;
  sector3_time: number | null;
  speed: number | null;
}

export interface LapResponse {
  session: { id: string; name: string | null };
  total_laps: number;
  best_lap_time: number | null;
  best_position: number | null;
  avg_lap_time: number | null;
  drivers: LapDriver[];
  laps: Lap[];
}
