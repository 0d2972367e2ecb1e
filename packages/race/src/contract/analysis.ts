/**
 * The endurance analysis answers: GET /api/sessions/:id/stints, /pit-stops, /drive-times and /battles.
 * Every row names its car (participant_number, entry_id) and, where it concerns one, its driver; times are
 * milliseconds, race times milliseconds since the start.
 */

export interface AnalysisSession {
  id: string;
  name: string;
  session_type: string;
  event_name: string;
  /** The race time of the last crossing the analysis includes. */
  last_race_ms: number;
  ended: boolean;
}

/** A car's columns, on every row. */
export interface AnalysisCar {
  participant_number: string;
  entry_id: number;
  team: string;
  /** As the pages show it: 'Hypercar', 'LMP2', 'LMGT3'. */
  category: string;
}

export interface StintRow extends AnalysisCar {
  stint_number: number;
  driver_id: number | null;
  driver_name: string;
  first_lap: number;
  last_lap: number;
  laps: number;
  start_race_ms: number;
  end_race_ms: number;
  duration_ms: number;
  /** Laps neither in nor out of the pits, driven under green: what the figures below are read from. */
  clean_laps: number;
  best_lap_ms: number | null;
  average_lap_ms: number | null;
  median_lap_ms: number | null;
  /** Least-squares slope of the clean laps' times: seconds lost per lap (negative: getting faster). */
  degradation_s_per_lap: number | null;
}

export interface PitStopRow extends AnalysisCar {
  stop_number: number;
  /** The in-lap: the lap that ended in the pit lane. */
  lap: number;
  race_time_ms: number;
  in_lap_ms: number | null;
  out_lap_ms: number | null;
  /** The median of the car's clean laps among the ten before and the ten after the stop. */
  reference_lap_ms: number | null;
  /** In-lap plus out-lap minus twice the reference lap. */
  time_lost_ms: number | null;
  /** How long the timing showed the car in the pits, when it did. */
  pit_time_ms: number | null;
  driver_change: boolean;
  driver_in_id: number | null;
  driver_in_name: string;
  driver_out_id: number | null;
  driver_out_name: string;
  position_before: number | null;
  position_after: number | null;
  class_position_before: number | null;
  class_position_after: number | null;
}

export type DriveRule = 'min-total' | 'max-total' | 'max-in-window';
export type DriveRuleStatus = 'ok' | 'at-risk' | 'broken';
/** A driver's standing: the worst of the row's checks, or 'unknown' when no rules are known for it. */
export type DriveTimeStatus = DriveRuleStatus | 'unknown';

export interface DriveRuleCheck {
  rule: DriveRule;
  limit_ms: number;
  value_ms: number;
  status: DriveRuleStatus;
}

export interface DriveTimeRow extends AnalysisCar {
  driver_id: number | null;
  driver_name: string;
  laps: number;
  /** The sum of the driver's laps. */
  total_ms: number;
  /** The same without the time the car stood in the pits: what the rules count. */
  driving_ms: number;
  longest_stint_ms: number;
  longest_stint_first_lap: number;
  longest_stint_last_lap: number;
  /** The most driven (pits left out) in any window of `window_length_ms`, and the race time it starts at. */
  most_in_window_ms: number;
  window_from_ms: number;
  window_length_ms: number;
  checks: DriveRuleCheck[];
  status: DriveTimeStatus;
}

/** The rules the drive times are checked against, with their source; null for an event without any here. */
export interface DrivingRulesSummary {
  event: string;
  source: string;
  /** Per class as the pages show it. */
  classes: {
    category: string;
    min_total_ms: number | null;
    minimum_for: 'every driver' | 'Bronze and Silver drivers' | null;
    max_total_ms: number | null;
    window_length_ms: number | null;
    max_in_window_ms: number | null;
  }[];
}

export type BattleTrend = 'closing' | 'steady' | 'growing';

/** A battle at a moment: the car behind (the row's car) and the car just ahead of it in the class. */
export interface BattleRow extends AnalysisCar {
  driver_name: string;
  ahead_participant_number: string;
  ahead_entry_id: number;
  ahead_driver_name: string;
  /** The class position the car ahead holds. */
  position: number;
  lap: number;
  gap_ms: number;
  since_lap: number;
  since_race_ms: number;
  laps: number;
  trend: BattleTrend;
  trend_ms_per_lap: number | null;
}

/** A battle of the race: the row's car was ahead when it began, `other_*` behind. */
export interface RaceBattleRow extends AnalysisCar {
  other_participant_number: string;
  other_entry_id: number;
  position: number;
  from_lap: number;
  to_lap: number;
  laps: number;
  from_race_ms: number;
  to_race_ms: number;
  min_gap_ms: number;
  swaps: number;
}

export interface StintsResponse {
  session: AnalysisSession;
  stints: StintRow[];
}

export interface PitStopsResponse {
  session: AnalysisSession;
  pit_stops: PitStopRow[];
}

export interface DriveTimesResponse {
  session: AnalysisSession;
  rules: DrivingRulesSummary | null;
  drive_times: DriveTimeRow[];
}

export interface BattlesResponse {
  session: AnalysisSession;
  /** The moment the battles are read at (the last crossing unless asked). */
  at_race_ms: number;
  threshold_ms: number;
  battles: BattleRow[];
  /** The battles of the whole session, lasting three laps at least. */
  race_battles: RaceBattleRow[];
}

/** One lap of a car in the analysis charts. */
export interface ProgressLapRow {
  lap: number;
  race_ms: number;
  time_ms: number | null;
  /** Timed, neither in nor out of the pits, under green. */
  clean: boolean;
  pit_in: boolean;
  stint: number;
  driver_id: number | null;
  position: number;
  class_position: number;
  /** Behind the class leader at the line: the time between their crossings of this lap, and laps down. */
  class_gap_ms: number;
  class_gap_laps: number;
  /** Behind the car just ahead in the class (null for the class leader). */
  interval_ms: number | null;
  interval_laps: number | null;
}

export interface CarProgressRow extends AnalysisCar {
  laps: ProgressLapRow[];
}

/** GET /api/sessions/:id/progress?entries=: one to five cars, lap by lap. */
export interface ProgressResponse {
  session: AnalysisSession;
  cars: CarProgressRow[];
}
