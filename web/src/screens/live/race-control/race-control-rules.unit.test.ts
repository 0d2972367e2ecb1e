import type { RaceControlEntry } from '@lemans/contract';
import { describe, expect, it } from 'vitest';
import { raceControlClasses, raceControlShown } from './race-control-rules.ts';

const entry = (id: number, number: string | null, category: string | null): RaceControlEntry => ({
  id,
  type: number ? 'fastest_lap' : 'safety_car',
  level: 'info',
  title: 'Meilleur tour',
  message: '',
  code: 'race_state.safety',
  values: {},
  session_id: 'course',
  participant_number: number,
  lap_number: null,
  race_time: id * 1000,
  created_at: '2025-06-14T14:00:00.000Z',
  category,
  source: 'session',
});

const LOG = [
  entry(4, '8', 'Hypercar'),
  entry(3, '43', 'LMP2'),
  entry(2, null, null),
  entry(1, '92', 'LMGT3'),
];

describe('raceControlShown', () => {
  it('shows every entry unfiltered', () => {
    expect(raceControlShown(LOG, null, false, new Set()).map((each) => each.id)).toEqual([4, 3, 2, 1]);
  });

  it("keeps one class's cars, and the flags that concern every car", () => {
    expect(raceControlShown(LOG, 'LMP2', false, new Set()).map((each) => each.id)).toEqual([3, 2]);
  });

  it('keeps the followed cars only, and the flags', () => {
    expect(raceControlShown(LOG, null, true, new Set(['92', '8'])).map((each) => each.id)).toEqual([4, 2, 1]);
    expect(raceControlShown(LOG, 'LMGT3', true, new Set(['8'])).map((each) => each.id)).toEqual([2]);
  });
});

describe('raceControlClasses', () => {
  it("names the cars' classes once each, in the ranking's order", () => {
    expect(raceControlClasses(LOG)).toEqual(['Hypercar', 'LMP2', 'LMGT3']);
  });
});
