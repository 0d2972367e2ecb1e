import type { AlertAsWritten, ReportEventText } from './live/alert-wording.ts';
import type { SessionNaming } from './session-naming.ts';

/**
 * The JSON of the session reports (spec part 2 §3): the session-history listing, a session's report with one
 * page of its laps, and the position and gap trends of its cars. Dates are ISO 8601 strings, times are ms.
 */

export interface SessionWithHistory extends SessionNaming {
  id: string;
  name: string;
  session_type: string;
  active: boolean;
  status: string;
  is_replay: boolean;
  created_at: string;
  data_count: number;
  /** The session has laps: its report can be opened. */
  has_history: boolean;
  total_laps: number;
  total_participants: number;
  start_time: string | null;
  completed_at: string | null;
  fastest_lap_time: number | null;
  fastest_lap_driver_firstname: string | null;
  fastest_lap_driver_lastname: string | null;
  fastest_lap_team_name: string | null;
  fastest_lap_team_number: string | null;
  /** Seconds of racing recorded. */
  session_duration: number;
  /** Joined after the start: the race time (ms) of its first data; null when followed from the start. */
  partial_since_ms: number | null;
  /** IANA time zone of the session's event, in which its race times read; null when it belongs to none. */
  time_zone: string | null;
}

export interface ReportLap {
  entry_id: number;
  lap_number: number;
  participant_number: string;
  firstname: string | null;
  lastname: string | null;
  lap_time: number | null;
  position: number | null;
  gap_to_leader: number | null;
}

/**
 * A notable moment of the session: its French description for scripts, and the same as a code with its
 * values for the pages, which word it in the visitor's language (or the description shown as written).
 */
export type ReportEvent = {
  id: number;
  /** fastest_lap, pitstop, position_change, dnf, safety_car, or another type shown as a plain event. */
  event_type: string;
  participant_number: string | null;
  lap_number: number | null;
  description: string;
  timestamp: string;
} & (ReportEventText | AlertAsWritten);

export interface SessionReportStatistics {
  total_participants: number;
  total_laps: number;
  fastest_lap_time: number | null;
  average_lap_time: number | null;
  /** Seconds. */
  session_duration: number;
}

export interface ReportSession extends SessionNaming {
  id: string;
  name: string;
  session_type: string;
  /** Joined after the start: the race time (ms) of its first data; null when followed from the start. */
  partial_since_ms: number | null;
}

export interface ReportPagination {
  page: number;
  pageSize: number;
  /** Laps in the whole session. */
  total: number;
  totalPages: number;
}

/** GET /api/sessions/{id}/report?page=&pageSize=: laps in the order they were completed. */
export interface SessionReport {
  session: ReportSession;
  statistics: SessionReportStatistics;
  laps: ReportLap[];
  pagination: ReportPagination;
  events: ReportEvent[];
}

/** One car's race, lap by lap: index i holds lap i + 1, null where the car has no such lap. */
export interface ReportCarTrend {
  number: string;
  team: string;
  category_label: string;
  /** Overall position when the car completed the lap. */
  positions: (number | null)[];
  /** Time behind the leader's crossing of the same lap. */
  gaps_ms: (number | null)[];
}

/** GET /api/sessions/{id}/report/trends: every car of the session, by race number. */
export interface SessionTrends {
  session: ReportSession;
  /** Length of every car's arrays: the most laps any car completed. */
  lap_count: number;
  cars: ReportCarTrend[];
}
