import type { RaceEventContext } from './race-event.ts';
import type { SessionHistoryRow, Statistics } from './statistics.ts';

/** A car a driver is entered in (spec part 2 §3, driver entry); `team_id` is the entry id. */
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

/** GET /api/drivers: a driver with the team of the first car they are entered in. */
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

/** GET /api/drivers/:id. */
export interface DriverDetail extends Driver {
  statistics: Statistics;
  session_history: SessionHistoryRow[];
  /** The event the page shows, its reference session, and the same car or driver at other events. */
  race_event: RaceEventContext | null;
}
