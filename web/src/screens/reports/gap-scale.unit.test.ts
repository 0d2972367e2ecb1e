import { describe, expect, it } from 'vitest';
import { gapScale, onScale } from './gap-scale.ts';
import type { TrendLine } from './trend-rules.ts';

const line = (number: string, values: (number | null)[]): TrendLine => ({
  number,
  team: `Équipe ${number}`,
  color: '#000',
  values,
});

/** A class of cars a few minutes apart at most, each ending at `peak` minutes behind. */
const field = (peaks: number[]) => peaks.map((peak, index) => line(String(index + 1), [0, peak / 2, peak]));

describe('gapScale', () => {
  it('keeps the scale of the field when one car is hours behind, and names that car', () => {
    const cars = [...field([0, 0.2, 0.5, 0.9, 1.4, 2.1, 3.0, 4.2, 6.5, 8.0]), line('99', [0, 300, 1200])];
    expect(gapScale(cars, 5)).toEqual({ max: 8, beyond: ['99'] });
  });

  it('keeps every car of an overall view whose classes are hours apart', () => {
    const hypercars = field([0, 1, 2, 3, 5, 8]);
    const lmp2 = field([60, 70, 75, 90]);
    const lmgt3 = field([150, 160, 170, 185, 200]);
    expect(gapScale([...hypercars, ...lmp2, ...lmgt3], 5)).toEqual({ max: 200, beyond: [] });
  });

  it('never puts off the scale a car within the floor, nor a car among too few to call it apart', () => {
    expect(gapScale(field([0.1, 0.1, 0.1, 0.1, 0.1, 3]), 5)).toEqual({ max: 3, beyond: [] });
    expect(gapScale(field([0, 1, 1000]), 5)).toEqual({ max: 1000, beyond: [] });
  });

  it('has no scale without a value', () => {
    expect(gapScale([line('1', [null, null])], 5)).toEqual({ max: null, beyond: [] });
    expect(gapScale([], 5)).toEqual({ max: null, beyond: [] });
  });
});

describe('onScale', () => {
  it('draws a car beyond the scale along its top, its hover still giving the real gap', () => {
    const [near, far] = onScale(
      [line('1', [0, 2, null]), line('99', [0, 300, 1200])],
      8,
      (value) => `${value} min`,
    );
    expect(near).toEqual(line('1', [0, 2, null]));
    expect(far?.values).toEqual([0, 8, 8]);
    expect(far?.notes).toEqual([null, '300 min', '1200 min']);
  });
});
