import { NO_LAP_FIGURES } from './lap-figures.ts';
import type { LiveRow } from './live-frame.ts';

/**
 * A live row for tests, whatever each test needs changed: the one place a field added to `LiveRow` gets its
 * value in the tests (it does not compile without). Car #83 running mid-race, timed, after three stops.
 */
export function testLiveRow(fields: Partial<LiveRow> = {}): LiveRow {
  const row: LiveRow = {
    // The car's speeds before any figure is read; the row's own below.
    ...NO_LAP_FIGURES,
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
    // The timing the events give: none yet.
    interval_time: null,
    interval: '',
    class_gap_time: null,
    class_gap: '',
    class_interval_time: null,
    class_interval: '',
    current_sectors: [null, null, null],
    last_lap_sectors: [null, null, null],
    best_sectors: [null, null, null],
    last_pit_lap: null,
    last_pit_time: null,
    last_pit_precision: null,
    last_crossing_time: null,
    hour_start_ranking: null,
    hour_start_class_position: null,
  };
  return { ...row, ...fields };
}
