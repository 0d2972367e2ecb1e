import { expect, it } from 'vitest';
import { carStateLabel, rankBadge } from './car-state.ts';

it('labels car states in French, shows unknown ones as is and an empty one as Inconnue', () => {
  expect(carStateLabel('Running')).toBe('En course');
  expect(carStateLabel('OnTrack')).toBe('Sur piste');
  expect(carStateLabel('InPit')).toBe('Aux stands');
  expect(carStateLabel('Stopped')).toBe('Arrêté');
  expect(carStateLabel('Retired')).toBe('Abandon');
  expect(carStateLabel('Towed')).toBe('Towed');
  expect(carStateLabel('')).toBe('Inconnue');
});

it('colours ranks gold, silver, bronze, then green up to 10', () => {
  expect([1, 2, 3, 4, 10, 11, 0].map(rankBadge)).toEqual([
    'gold',
    'silver',
    'bronze',
    'top10',
    'top10',
    'plain',
    'plain',
  ]);
});
