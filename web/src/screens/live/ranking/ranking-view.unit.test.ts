import type { LiveRow } from '@lemans/contract';
import { testLiveRow } from '@lemans/contract/test-live-row';
import { describe, expect, it } from 'vitest';
import {
  classesOf,
  keepUnchangedViews,
  neutralisationOf,
  rowsInViewOf,
  rowsOfClass,
  shownClassOf,
} from './ranking-view.ts';
import type { ClassifiedPlace } from './row-in-view.ts';

const car = (number: string, category_label: string, ranking: number, category_position: number) =>
  testLiveRow({ participant_number: number, category_label, ranking, category_position, subclass: null });

const rows = [
  car('6', 'Hypercar', 1, 1),
  car('83', 'Hypercar', 2, 2),
  car('92', 'LMGT3', 10, 1),
  car('28', 'LMP2', 5, 2),
  car('43', 'LMP2', 4, 1),
  car('37', 'LMP2', 6, 3),
];

/** Three cars on the lead lap, timed at the line. */
const timing = (number: string, ranking: number, classPosition: number, gapMs: number, classGapMs: number) =>
  testLiveRow({
    participant_number: number,
    ranking,
    category_position: classPosition,
    lap_count: 120,
    gap_time: gapMs,
    gap: gapMs > 0 ? String(gapMs / 1000) : '',
    class_gap_time: classGapMs > 0 ? classGapMs : null,
    class_gap: classGapMs > 0 ? String(classGapMs / 1000) : '',
    hour_start_ranking: 7,
    hour_start_class_position: 1,
  });
const timed = [timing('6', 1, 1, 0, 0), timing('83', 2, 1, 14_084, 0), timing('92', 3, 2, 95_000, 14_084)];

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
    const views = (classView: boolean, places?: ReadonlyMap<string, ClassifiedPlace>) =>
      rowsInViewOf(timed, classView, undefined, places ?? null);
    expect(views(false).get('92')).toEqual({
      position: 3,
      classPosition: 2,
      gap: '+1:35.0',
      interval: '+1:20.9',
      hourStartPosition: 7,
    });
    expect(views(true).get('92')).toMatchObject({ position: 2, gap: '+14.1', hourStartPosition: 1 });
  });

  it("takes the classification's places once the flag is out, none for a car it does not place", () => {
    const places = new Map<string, ClassifiedPlace>([
      ['6', { position: 1, classPosition: 1 }],
      ['83', { position: null, classPosition: null }],
      ['92', { position: 2, classPosition: 1 }],
    ]);
    const overall = rowsInViewOf(timed, false, undefined, places);
    expect([...overall.values()].map((view) => [view.position, view.classPosition])).toEqual([
      [1, 1],
      [0, 0],
      [2, 1],
    ]);
    expect(rowsInViewOf(timed, true, undefined, places).get('92')?.position).toBe(1);
  });

  it('keeps the object of a car whose view did not change', () => {
    const before = rowsInViewOf(timed, false);
    const after = keepUnchangedViews(before, rowsInViewOf(timed, false));
    expect(after.get('92')).toBe(before.get('92'));
    const moved = keepUnchangedViews(
      before,
      rowsInViewOf([timed[0], timed[2], timed[1]] as LiveRow[], false),
    );
    expect(moved.get('92')).not.toBe(before.get('92'));
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
