import { describe, expect, it } from 'vitest';
import { CATEGORY_GROUPS } from '../../format/categories.ts';
import { numberSizeOf, packWidthPx, shapeOf } from './marker-shapes.ts';

describe('shapeOf', () => {
  it('gives each class a shape of its own, whatever its label says besides', () => {
    expect(CATEGORY_GROUPS.map(shapeOf)).toEqual(['circle', 'square', 'diamond']);
    expect(new Set(CATEGORY_GROUPS.map(shapeOf)).size).toBe(CATEGORY_GROUPS.length);
    expect(shapeOf('LMP2 Pro/Am')).toBe('square');
    expect(shapeOf('LMGTE Am')).toBe('diamond');
    expect(shapeOf(null)).toBe('circle');
  });
});

describe('packWidthPx', () => {
  it('makes room for the words, an ideograph as wide as a square', () => {
    expect(packWidthPx('3 voitures')).toBe(10 * 6 + 12);
    expect(packWidthPx('12 voitures')).toBeGreaterThan(packWidthPx('3 voitures'));
    expect(packWidthPx('3台')).toBe(6 + 10 + 12);
  });
});

describe('numberSizeOf', () => {
  it('writes three figures smaller than two, never under 10 px', () => {
    expect(numberSizeOf('7')).toBe(11);
    expect(numberSizeOf('83')).toBe(11);
    expect(numberSizeOf('007')).toBe(10);
  });
});
