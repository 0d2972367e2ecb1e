import type { RaceEventContext } from './race-event.ts';
import type { SessionHistoryRow, Statistics } from './statistics.ts';

/** A car's best and average in one session: the car page's evolution, oldest session first. */
export interface PerformancePoint {
  session_id: string;
  session_name: string;
  session_type: string;
  best_position_in_session: number | null;
  best_lap_in_session: number | null;
  avg_lap_in_session: number | null;
  /** The laps the session counted. */
  data_points: number;
}

export interface CarDriver {
  id: number;
  firstname: string;
  lastname: string;
  picture_url: string | null;
  position: number;
  /** ISO alpha-2. */
  country: string;
}

/** GET /api/cars/:entryId (spec part 2 §3, car detail). */
export interface CarDetail {
  participant_number: string;
  car_name: string;
  category_label: string;
  category_color: string;
  brand_name: string;
  team_id: number;
  team_name: string;
  team_country: string;
  engine: string;
  tyres: string;
  statistics: Statistics;
  drivers: CarDriver[];
  performance_evolution: PerformancePoint[];
  session_history: SessionHistoryRow[];
  /** The event the page shows, its reference session, and the same car or driver at other events. */
  race_event: RaceEventContext | null;
}
