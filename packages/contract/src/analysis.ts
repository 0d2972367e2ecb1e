import type { Subclass } from './subclasses.ts';

/**
 * The endurance analysis answers: GET /api/sessions/:id/stints, /pit-stops, /drive-times, /battles,
 * /classification and /strategy.
 * Every row names its car (participant_number, entry_id) and, where it concerns one, its driver; times are
 * milliseconds, race times milliseconds since the start.
 */

/** Where a car stands in the classification as the officials write it (race's `classify`). */
export type ClassificationStatus = 'running' | 'classified' | 'NC' | 'DNF' | 'DSQ';

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
  /** The sub-class the officials classify it in within its category ('PRO_AM'), null for none. */
  subclass: Subclass | null;
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
  /**
   * How far `pit_time_ms` may be off: 0 when the source timed the stop (an import's file, to the
   * millisecond), else the interval between the polls that timed it; null when unknown.
   */
  pit_time_precision_ms: number | null;
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
/**
 * During the race 'ok' (so far), 'at-risk' or 'broken'; once the session is over 'met', 'broken' or
 * 'unverifiable' (a minimum binding some FIA driver ratings only, not reached: the timing has no ratings).
 * A minimum is 'not-applicable' to a car out of the classification (`car_status` says why): only a
 * classified car must meet it.
 */
export type DriveRuleStatus = 'ok' | 'at-risk' | 'broken' | 'met' | 'unverifiable' | 'not-applicable';
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
  /** The car's place in the classification at the session's last moment: running, classified, or out of it. */
  car_status: ClassificationStatus;
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

export interface ClassificationRow extends AnalysisCar {
  /** Overall and class places of the cars running or classified; null for the others. */
  position: number | null;
  class_position: number | null;
  status: ClassificationStatus;
  /** Why a car is not classified, in French, or as the results file gives it; "" for the others. */
  reason: string;
  laps: number;
  /** Laps behind the leader (the winner once the flag is out), 0 on its lap; null for the leader. */
  gap_laps: number | null;
  /** Time behind the leader at the line, on the same lap only. */
  gap_ms: number | null;
  class_gap_laps: number | null;
  class_gap_ms: number | null;
  /** Its place and gaps within its sub-class (`subclass`), as within its class; null for a car of none. */
  subclass_position: number | null;
  subclass_gap_laps: number | null;
  subclass_gap_ms: number | null;
}

export interface ClassificationResponse {
  session: AnalysisSession;
  /** The moment the classification is read at (the last crossing unless asked). */
  at_race_ms: number;
  /** Whether the chequered flag was out, the session over, and the results file published at that moment. */
  flagged: boolean;
  complete: boolean;
  official: boolean;
  /** The event's distance rule and its source; null when this site does not know the event's rules. */
  rules: { min_distance_share: number; source: string } | null;
  classification: ClassificationRow[];
}

export interface StrategyRow extends AnalysisCar {
  laps: number;
  /** Its place in the class by laps, then by crossing. */
  class_position: number;
  /** Its last crossing was an in-lap: in the pits now. */
  in_pit: boolean;
  /**
   * Laps and time since its last stop (or the start); null when the stint began before the session saw the
   * car (joined mid-race, no stop seen since).
   */
  stint_laps: number | null;
  stint_ms: number | null;
  /**
   * Its usual green stint in this race, from its own stints (`car`) or, with fewer than two, its class's
   * (`class`); null when the session has seen none.
   */
  usual_stint_laps: number | null;
  usual_stint_from: 'car' | 'class' | null;
  /**
   * The lap its next stop should end, and the window that holds it with the confidence the answer states
   * (`window_confidence`); null when it owes no more or that cannot be told.
   */
  next_stop_lap: number | null;
  next_stop_window_from_lap: number | null;
  next_stop_window_to_lap: number | null;
  /** The median of its latest clean laps. */
  pace_ms: number | null;
  /** What a green stop has cost in its class so far, at this circuit (median of in- and out-lap losses). */
  stop_cost_ms: number | null;
  /** The stops it still owes before the scheduled end; null when it cannot be told (or the car is out). */
  stops_owed: number | null;
  /**
   * Pit-adjusted: its time behind the car ahead of it in the pit-adjusted class order, and behind that order's
   * leader, once each has made the stops it owes before the scheduled end (the road gap, plus the stops it
   * owes at the class's stop cost, less those the other owes). Only a running car passes another, and only
   * one on its lap: a car laps down, in the pits, stopped or out keeps its place behind the cars ahead of it
   * on the road. Null when that cannot be told.
   */
  pit_adjusted_gap_ms: number | null;
  pit_adjusted_class_leader_gap_ms: number | null;
  pit_adjusted_class_position: number | null;
}

export interface StrategyResponse {
  session: AnalysisSession;
  /** The moment read (the last crossing unless asked). */
  at_race_ms: number;
  /**
   * Joined after the start: the race time from which the session saw the race (the figures count only what
   * it saw, or an import of the same race where one exists); null when it saw the race whole.
   */
  partial_since_ms: number | null;
  /** The share of next stops the window holds, as measured on races the model was not tuned on: 0.8. */
  window_confidence: number;
  /** By class (the leading class first), then by place in the class. */
  strategy: StrategyRow[];
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
