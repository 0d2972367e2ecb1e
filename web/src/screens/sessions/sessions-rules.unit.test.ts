import { describe, expect, it } from 'vitest';
import type { LiveRow } from '../../api/types.ts';
import { byRanking, isActiveCar, sessionTiles, sessionTitle } from './sessions-rules.ts';

const row = (number: string, overrides: Partial<LiveRow> = {}): LiveRow => ({
  entry_id: Number(number),
  participant_number: number,
  team_name: `Équipe ${number}`,
  ranking: 1,
  category_position: 1,
  lap_count: 387,
  last_lap_time: 212_000,
  best_lap_time: 206_063,
  gap_time: 0,
  gap: '',
  speed: 240.3,
  car_state: 'Running',
  category_label: 'Hypercar',
  brand_name: 'Ferrari',
  car_name: '499P',
  current_driver_name: '',
  current_driver_id: null,
  current_sector: 1,
  position_change: 0,
  pit_stops: 0,
  nationality: 'IT',
  ...overrides,
});

describe('sessionTitle', () => {
  it("uses the session's name, else its id", () => {
    expect(sessionTitle({ id: 'course-2025', name: 'Course' })).toBe('Course');
    expect(sessionTitle({ id: '42', name: ' ' })).toBe('Session 42');
  });
});

describe('isActiveCar', () => {
  it('counts every car still in the race', () => {
    expect(
      ['Running', 'OnTrack', 'InPit', 'Finished'].map((state) => isActiveCar({ car_state: state })),
    ).toEqual([true, true, true, true]);
    expect(['Out', 'Stopped', 'Retired'].map((state) => isActiveCar({ car_state: state }))).toEqual([
      false,
      false,
      false,
    ]);
  });
});

describe('sessionTiles', () => {
  it('counts cars, active cars, laps, and keeps the best positive lap', () => {
    const rows = [
      row('83'),
      row('51', { lap_count: 386, best_lap_time: 205_948 }),
      row('12', { lap_count: 100, car_state: 'Retired', best_lap_time: 0 }),
      row('99', { lap_count: 0, car_state: 'Stopped', best_lap_time: null }),
    ];
    expect(sessionTiles(rows)).toEqual({ cars: 4, activeCars: 2, totalLaps: 873, bestTime: 205_948 });
  });

  it('has no best time without a timed lap', () => {
    expect(sessionTiles([])).toEqual({ cars: 0, activeCars: 0, totalLaps: 0, bestTime: null });
  });
});

describe('byRanking', () => {
  it('orders by position, unclassified cars last by number', () => {
    const rows = [row('7', { ranking: 0 }), row('51', { ranking: 2 }), row('83'), row('5', { ranking: 0 })];
    expect(byRanking(rows).map((car) => car.participant_number)).toEqual(['83', '51', '5', '7']);
  });
});
