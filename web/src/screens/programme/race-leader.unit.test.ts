import type { LiveRow } from '@lemans/contract';
import { testLiveRow } from '@lemans/contract/test-live-row';
import { describe, expect, it } from 'vitest';
import { raceLeader } from './race-leader.ts';

const row = (overrides: Partial<LiveRow>): LiveRow =>
  testLiveRow({ entry_id: 21, lap_count: 387, speed: null, pit_stops: 30, ...overrides });

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
