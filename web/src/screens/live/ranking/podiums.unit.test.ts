import { testLiveRow } from '@lemans/contract/test-live-row';
import { describe, expect, it } from 'vitest';
import { podiums, raceWinnersOf } from './podiums.ts';

const car = (number: string, category_label: string, category_position: number, car_state = 'Running') =>
  testLiveRow({ participant_number: number, category_label, category_position, ranking: 0, car_state });

describe('podiums', () => {
  it("shows a podium for each class the session has only: Spa 2025's has no LMP2", () => {
    const spa = [car('6', 'Hypercar', 1), car('92', 'LMGT3', 1), car('83', 'Hypercar', 2)];
    expect(podiums(spa).map((podium) => podium.category)).toEqual(['Hypercar', 'LMGT3']);
  });

  it('keeps the top three of a class in class order, without a disqualified car', () => {
    const rows = [
      car('43', 'LMP2', 2),
      car('28', 'LMP2', 1),
      car('37', 'LMP2', 3, 'Disqualified'),
      car('9', 'LMP2', 4),
      car('10', 'LMP2', 5),
    ];
    expect(podiums(rows)[0]?.cars.map((row) => row.participant_number)).toEqual(['28', '43', '9']);
  });
});

describe('raceWinnersOf', () => {
  it('names the first row overall and the first of each podium, a disqualified car never', () => {
    const rows = [
      car('83', 'Hypercar', 1),
      car('51', 'Hypercar', 2),
      car('50', 'LMP2', 1, 'Disqualified'),
      car('43', 'LMP2', 2),
      car('92', 'LMGT3', 1),
    ];
    const winners = raceWinnersOf(rows);
    expect(winners?.overall.participant_number).toBe('83');
    expect(winners?.classes.map(({ category, car }) => [category, car.participant_number])).toEqual([
      ['Hypercar', '83'],
      ['LMP2', '43'],
      ['LMGT3', '92'],
    ]);
  });

  it('is null before any row is known', () => {
    expect(raceWinnersOf([])).toBeNull();
  });
});
