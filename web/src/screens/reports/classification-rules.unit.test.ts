import { describe, expect, it } from 'vitest';
import {
  classificationClassText,
  classificationGapText,
  classificationPlaceText,
  classificationStatusText,
  classWinnersOf,
} from './classification-rules.ts';

describe('the report’s classification', () => {
  it('writes gaps in laps, else the time on the same lap to the millisecond', () => {
    expect(classificationGapText(null, null)).toBe('');
    expect(classificationGapText(0, 14_084)).toBe('+14.084 s');
    expect(classificationGapText(0, 95_500)).toBe('+1:35.500');
    expect(classificationGapText(1, null)).toBe('+1 tour');
    expect(classificationGapText(79, null)).toBe('+79 tours');
  });

  it('places the classified and running cars, and says what the others are', () => {
    expect(classificationPlaceText({ position: 3, status: 'classified' })).toBe('3');
    expect(classificationPlaceText({ position: null, status: 'NC' })).toBe('NC');
    expect(classificationPlaceText({ position: null, status: 'DNF' })).toBe('Ab.');
    expect(classificationPlaceText({ position: null, status: 'DSQ' })).toBe('DSQ');
  });

  it('gives the reason of a car not classified, never of a classified one', () => {
    expect(classificationStatusText({ status: 'NC', reason: 'Not running at race end' })).toBe(
      'Non classée (Not running at race end)',
    );
    expect(classificationStatusText({ status: 'classified', reason: 'Accident' })).toBe('Classée');
    expect(classificationStatusText({ status: 'DNF', reason: '' })).toBe('Abandon');
  });

  it('names the winner of each class, and of LMP2 Pro-Am after LMP2’s', () => {
    const row = (
      participant_number: string,
      category: string,
      class_position: number | null,
      subclass_position: number | null = null,
    ) => ({
      participant_number,
      team: `Team ${participant_number}`,
      category,
      subclass: subclass_position === null ? null : ('PRO_AM' as const),
      class_position,
      subclass_position,
    });
    const rows = [
      row('83', 'Hypercar', 1),
      row('43', 'LMP2', 1),
      row('199', 'LMP2', 3, 1),
      row('92', 'LMGT3', 1),
      row('29', 'LMP2', 5, 2),
    ];
    expect(classWinnersOf(rows).map((winner) => [winner.name, winner.number])).toEqual([
      ['Hypercar', '83'],
      ['LMP2', '43'],
      ['LMP2 Pro-Am', '199'],
      ['LMGT3', '92'],
    ]);
    expect(classificationClassText(rows[2] as (typeof rows)[number])).toBe('LMP2 Pro-Am');
    expect(classificationClassText(rows[1] as (typeof rows)[number])).toBe('LMP2');
  });
});
