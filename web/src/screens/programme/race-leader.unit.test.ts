import type { LiveRow } from '@lemans/race';
import { NO_CAR_TIMING } from '@lemans/race/contract';
import { describe, expect, it } from 'vitest';
import { raceLeader } from './race-leader.ts';

const row = (overrides: Partial<LiveRow>): LiveRow => ({
  entry_id: 21,
  participant_number: '83',
  team_name: 'AF Corse',
  ranking: 1,
  category_position: 1,
  lap_count: 387,
  last_lap_time: 210_000,
  best_lap_time: 206_000,
  gap_time: 0,
  gap: '',
  speed: null,
  car_state: 'Running',
  category_label: 'Hypercar',
  subclass: null,
  brand_name: 'Ferrari',
  car_name: 'Ferrari 499P',
  current_driver_name: 'Robert Kubica',
  current_driver_id: 1,
  current_sector: 1,
  position_change: 0,
  pit_stops: 30,
  nationality: 'IT',
  ...NO_CAR_TIMING,
  missing_since_time: null,
  ...overrides,
});

describe('raceLeader', () => {
  it('takes the first row, as the winner once the race is finished', () => {
    expect(raceLeader([row({}), row({ entry_id: 2, participant_number: '6' })], true)).toEqual({
      finished: true,
      entryId: 21,
      number: '83',
      team: 'AF Corse',
      car: 'Ferrari 499P',
    });
  });

  it('calls it the leader while the race runs, and falls back on the brand', () => {
    expect(raceLeader([row({ car_name: '' })], false)).toMatchObject({ finished: false, car: 'Ferrari' });
  });

  it('gives null without a ranking', () => {
    expect(raceLeader([], true)).toBeNull();
  });
});
