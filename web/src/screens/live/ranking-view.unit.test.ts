import type { LiveRow } from '@lemans/race';
import { describe, expect, it } from 'vitest';
import { classesOf, neutralisationOf, rowInView, rowsOfClass, shownClassOf } from './ranking-view.ts';

const car = (number: string, category_label: string, ranking: number, category_position: number) => ({
  participant_number: number,
  category_label,
  ranking,
  category_position,
});

const rows = [
  car('6', 'Hypercar', 1, 1),
  car('83', 'Hypercar', 2, 2),
  car('92', 'LMGT3', 10, 1),
  car('28', 'LMP2', 5, 2),
  car('43', 'LMP2', 4, 1),
  car('37', 'LMP2', 6, 3),
];

describe('class views', () => {
  it('offers the classes present, in the spec order', () => {
    expect(classesOf(rows)).toEqual(['Hypercar', 'LMP2', 'LMGT3']);
    expect(classesOf([car('1', 'Innovative', 1, 1), car('2', 'LMP2', 2, 1)])).toEqual(['LMP2', 'Innovative']);
  });

  it('shows the class the address names when it has cars, else every class', () => {
    const classes = classesOf(rows);
    expect(shownClassOf(classes, 'lmp2')).toBe('LMP2');
    expect(shownClassOf(classes, null)).toBeNull();
    expect(shownClassOf(['Hypercar'], 'lmp2')).toBeNull();
  });

  it("keeps one class's cars in class order, the same objects", () => {
    const lmp2 = rowsOfClass(rows, 'LMP2');
    expect(lmp2.map((row) => row.participant_number)).toEqual(['43', '28', '37']);
    expect(lmp2[0]).toBe(rows[4]);
    expect(rowsOfClass(rows, null)).toBe(rows);
  });

  it("keeps the classification's order once the flag is out, cars not classified last", () => {
    // #28 is the timing's second in LMP2, but out of the classification: it stays where the table puts it.
    const classified = [rows[4], rows[5], rows[3]] as typeof rows;
    const lmp2 = rowsOfClass(classified, 'LMP2', true);
    expect(lmp2.map((row) => row.participant_number)).toEqual(['43', '37', '28']);
    expect(rowsOfClass(classified, 'LMP2').map((row) => row.participant_number)).toEqual(['43', '28', '37']);
  });

  it('gives positions and gaps overall, or within the class', () => {
    const row = {
      ranking: 5,
      category_position: 2,
      gap_time: 95_000,
      gap: '1:35.000',
      interval_time: 1200,
      interval: '1.200',
      class_gap_time: 14_084,
      class_gap: '14.084',
      class_interval_time: 14_084,
      class_interval: '14.084',
      hour_start_ranking: 7,
      hour_start_class_position: 1,
    } as LiveRow;
    expect(rowInView(row, false)).toEqual({
      position: 5,
      gapMs: 95_000,
      gap: '1:35.000',
      intervalMs: 1200,
      interval: '1.200',
      hourStartPosition: 7,
    });
    expect(rowInView(row, true)).toEqual({
      position: 2,
      gapMs: 14_084,
      gap: '14.084',
      intervalMs: 14_084,
      interval: '14.084',
      hourStartPosition: 1,
    });
  });
});

describe('neutralisationOf', () => {
  it('names the safety car, a full course yellow and a virtual safety car while the race runs', () => {
    expect(neutralisationOf({ phase: 'running', race_state: 'safety', finish: null })).toEqual({
      kind: 'sc',
      text: 'Voiture de sécurité',
      description: 'Voiture de sécurité en piste',
    });
    expect(neutralisationOf({ phase: 'running', race_state: 'fcy', finish: null })?.text).toBe('FCY');
    expect(neutralisationOf({ phase: 'running', race_state: 'vsc', finish: null })?.text).toBe('VSC');
  });

  it('is nothing under green or yellow flags, or when the race does not run', () => {
    expect(neutralisationOf({ phase: 'running', race_state: 'green', finish: null })).toBeNull();
    expect(neutralisationOf({ phase: 'running', race_state: 'yellow', finish: null })).toBeNull();
    expect(neutralisationOf({ phase: 'finished', race_state: 'safety', finish: null })).toBeNull();
    expect(neutralisationOf({ phase: 'paused', race_state: 'safety', finish: null })).toBeNull();
  });
});
