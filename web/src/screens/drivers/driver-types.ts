/** What the driver, lap and car calls answer (spec part 2 §3), in the API's field names. */

export interface DriverEntry {
  id: number;
  team_id: number;
  participant_number: string;
  category_label: string;
  team_name: string;
  brand_name: string;
  car_name: string;
  driver_position: number;
}

export interface Driver {
  id: number;
  firstname: string;
  lastname: string;
  /** ISO alpha-2. */
  country: string;
  category: string;
  driver_position: number;
  team: {
    team_name: string;
    team_number: string;
    category_color: string;
    brand_name: string;
    car_name: string;
    driver_position: number;
    entry_id: number;
  };
  entries: DriverEntry[];
}

export interface Statistics {
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

export interface SessionHistoryRow {
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
  team_name: string;
  participant_number: string;
  category_label: string;
  gap_time: number;
  speed: number | null;
}

export interface DriverDetail extends Driver {
  statistics: Statistics;
  session_history: SessionHistoryRow[];
}

export interface Lap {
  lap_number: number;
  is_best_lap: boolean;
  pitstop_flag: boolean;
  driver_change: boolean;
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
  drivers: { id: number; firstname: string; lastname: string; driver_position: number }[];
  laps: Lap[];
}

export interface PerformancePoint {
  session_id: string;
  session_name: string;
  session_type: string;
  best_position_in_session: number | null;
  best_lap_in_session: number | null;
  avg_lap_in_session: number | null;
  data_points: number;
}

export interface CarDetail {
  participant_number: string;
  car_name: string;
  category_label: string;
  category_color: string;
  brand_name: string;
  team_id: number;
  team_name: string;
  team_country: string;
  statistics: Statistics;
  drivers: {
    id: number;
    firstname: string;
    lastname: string;
    picture_url: string | null;
    position: number;
    country: string;
  }[];
  performance_evolution: PerformancePoint[];
  session_history: SessionHistoryRow[];
}
