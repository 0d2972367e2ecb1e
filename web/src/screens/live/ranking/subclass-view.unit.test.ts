import type { LiveRow } from '@lemans/contract';
import { testLiveRow } from '@lemans/contract/test-live-row';
import { describe, expect, it } from 'vitest';
import { podiums } from './podiums.ts';
import { classesOf, rowsInViewOf, rowsOfClass, shownClassOf } from './ranking-view.ts';
import { isInView, subclassPlacesOf, subclassViewOf, viewClassNameOf, viewTextOf } from './subclass-view.ts';

/** LMP2 at Le Mans 2025 near the flag: #43 and #9 in LMP2, #199 and #29 in its Pro-Am, #24 retired. */
const car = (
  number: string,
  classPosition: number,
  subclass: LiveRow['subclass'],
  laps: number,
  classGapMs: number,
  classGap = classGapMs > 0 ? (classGapMs / 1000).toFixed(3) : '',
) =>
  testLiveRow({
    participant_number: number,
    category_label: 'LMP2',
    subclass,
    ranking: 17 + classPosition,
    category_position: classPosition,
    lap_count: laps,
    gap_time: 0,
    gap: '',
    class_gap_time: classGapMs > 0 ? classGapMs : null,
    class_gap: classGap,
    car_state: 'Running',
    hour_start_ranking: 20,
    hour_start_class_position: 4,
  });

const lmp2 = [
  car('43', 1, null, 367, 0),
  car('199', 2, 'PRO_AM', 367, 95_000),
  car('9', 3, null, 366, 20_000, '1 Lap'),
  car('29', 4, 'PRO_AM', 366, 30_000, '1 Lap'),
  car('24', 5, 'PRO_AM', 170, 0, '197 Laps'),
];
const hypercar = testLiveRow({ ...car('83', 1, null, 387, 0), category_label: 'Hypercar', ranking: 1 });

describe('sub-class views', () => {
  it('offers LMP2 Pro-Am after LMP2 when the entry list has such cars, by its own address', () => {
    const classes = classesOf([hypercar, ...lmp2]);
    expect(classes).toEqual(['Hypercar', 'LMP2', 'LMP2 Pro-Am']);
    expect(shownClassOf(classes, 'lmp2-pro-am')).toBe('LMP2 Pro-Am');
    expect(classesOf([hypercar, car('43', 1, null, 367, 0)])).toEqual(['Hypercar', 'LMP2']);
  });

  it('names it in the reader’s language and knows its class', () => {
    expect(subclassViewOf('LMP2 Pro-Am')).toEqual({ category: 'LMP2', subclass: 'PRO_AM' });
    expect(subclassViewOf('LMP2')).toBeNull();
    expect(viewTextOf('LMP2 Pro-Am')).toBe('LMP2 Pro-Am');
    expect(viewTextOf('LMGT3')).toBe('LMGT3');
    expect(viewClassNameOf('LMP2 Pro-Am')).toBe('lmp2 lmp2-pro-am');
    expect(viewClassNameOf('LMP2')).toBe('lmp2');
    expect(isInView(lmp2[1] as LiveRow, 'LMP2')).toBe(true);
    expect(isInView(lmp2[0] as LiveRow, 'LMP2 Pro-Am')).toBe(false);
  });

  it('lists only its cars, placed and measured among themselves, with no gain in the hour', () => {
    const rows = rowsOfClass(lmp2, 'LMP2 Pro-Am');
    expect(rows.map((row) => row.participant_number)).toEqual(['199', '29', '24']);
    const views = rowsInViewOf(rows, true, undefined, subclassPlacesOf(rows, null));
    expect(views.get('199')).toMatchObject({ position: 1, gap: '', hourStartPosition: null });
    // #29 crossed 30 s behind #43, a lap down, where #199 was 95 s behind it on the lead lap.
    expect(views.get('29')).toMatchObject({ position: 2, gap: '+1 tour', interval: '+1 tour' });
    expect(views.get('24')?.position).toBe(3);
  });

  it('measures time gaps from its own leader, not from its class’s', () => {
    const rows = [car('199', 2, 'PRO_AM', 367, 95_000), car('183', 6, 'PRO_AM', 367, 140_500)];
    const views = rowsInViewOf(rows, true, undefined, subclassPlacesOf(rows, null));
    expect(views.get('183')).toMatchObject({ position: 2, gap: '+45.5', interval: '+45.5' });
  });

  it('gives no place to a car the classification does not place', () => {
    const rows = rowsOfClass(lmp2, 'LMP2 Pro-Am');
    const places = new Map([
      ['199', { position: 20, classPosition: 2 }],
      ['29', { position: 22, classPosition: 4 }],
      ['24', { position: null, classPosition: null }],
    ]);
    const ranked = subclassPlacesOf(rows, places);
    expect([...ranked].map(([number, place]) => [number, place.classPosition])).toEqual([
      ['199', 1],
      ['29', 2],
      ['24', null],
    ]);
  });

  it('has a podium of its own after its class’s', () => {
    const shown = podiums([hypercar, ...lmp2]);
    expect(shown.map(({ category }) => category)).toEqual(['Hypercar', 'LMP2', 'LMP2 Pro-Am']);
    expect(shown[2]?.cars.map((row) => row.participant_number)).toEqual(['199', '29', '24']);
  });
});
