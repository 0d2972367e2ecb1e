import { describe, expect, it } from 'vitest';
import { classTagOf } from './class-tag.ts';

describe('classTagOf', () => {
  it('writes the Hypercar class short, the others as their label', () => {
    expect(classTagOf('Hypercar')).toBe('HYP');
    expect(classTagOf('LMP2')).toBe('LMP2');
    expect(classTagOf('LMGT3')).toBe('LMGT3');
  });

  it('keeps a class it has no shorter form for, in capitals', () => {
    expect(classTagOf('LMGTE Am')).toBe('LMGTE AM');
    expect(classTagOf(' lmp2 ')).toBe('LMP2');
  });

  it('tells the three classes of Le Mans apart', () => {
    expect(new Set(['Hypercar', 'LMP2', 'LMGT3'].map(classTagOf)).size).toBe(3);
  });
});
