/**
 * A car's or a driver's performance as the team, driver and car pages read it (spec part 2 §3): the
 * statistics over every lap that counts and one row per session. Times in ms, speeds in km/h, dates as ISO
 * strings (UTC).
 */
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

/** One session a car took part in; a driver's rows count only the laps they drove. */
export interface SessionHistoryRow {
  /** The session and the car's race number, unique in a history. */
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
  current_sector1_time: number | null;
  current_sector2_time: number | null;
  current_sector3_time: number | null;
  best_sector1_time: number | null;
  best_sector2_time: number | null;
  best_sector3_time: number | null;
  speed: number | null;
}
