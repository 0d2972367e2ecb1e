import { describe, expect, it } from 'vitest';
import { raceTimeQueryOf } from './time-travel-query.ts';

describe('raceTimeQueryOf', () => {
  it.each([
    ['0', 0],
    ['3600000', 3_600_000],
    ['00:00:00', 0],
    ['01:30:00', 5_400_000],
    ['23:59:59', 86_399_000],
    ['24:00:00', 86_400_000],
    [' 12:00:03 ', 43_203_000],
  ])('reads %j as %i ms', (value, ms) => {
    expect(raceTimeQueryOf(value)).toBe(ms);
  });

  it.each(['25:99:00', '', 'midi', '1.5', '12:00', '99999999999999999999'])(
    'refuses %j, naming it',
    (value) => {
      expect(() => raceTimeQueryOf(value)).toThrow(
        `« ${value} » n'est pas une heure de course (hh:mm:ss ou millisecondes)`,
      );
    },
  );

  it('refuses a repeated parameter', () => {
    expect(() => raceTimeQueryOf(['1', '2'])).toThrow("n'est pas une heure de course");
  });

  it.each(['-1', '-00:01:00'])('refuses the negative %j', (value) => {
    expect(() => raceTimeQueryOf(value)).toThrow(`« ${value} » : une heure de course ne peut être négative`);
  });
});
