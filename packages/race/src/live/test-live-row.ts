import { NO_CAR_TIMING } from './car-timing.ts';
import type { LiveRow } from './live-frame.ts';

/**
 * A live row for tests, whatever each test needs changed: the one place a field added to `LiveRow` gets its
 * value in the tests (it does not compile without). Car #83 running mid-race, timed, after three stops.
 */
export function testLiveRow(fields: Partial<LiveRow> = {}): LiveRow {
  const row: LiveRow = {
    // The timing the events give, none yet; the row's own speeds below.
    ...NO_CAR_TIMING,
    entry_id: 1,
    participant_number: '83',
    team_name: 'AF Corse',
    ranking: 1,
    category_position: 1,
    lap_count: 100,
    last_lap_time: 210_000,
    best_lap_time: 206_000,
    gap_time: 0,
    gap: '',
    speed: 330,
    top_speed: 340.2,
    car_state: 'Running',
    category_label: 'Hypercar',
    subclass: null,
    brand_name: 'Ferrari',
    car_name: 'Ferrari 499P',
    current_driver_name: 'Robert Kubica',
    current_driver_id: 1,
    current_sector: 1,
    position_change: 0,
    pit_stops: 3,
    nationality: 'IT',
    missing_since_time: null,
  };
  return { ...row, ...fields };
}
