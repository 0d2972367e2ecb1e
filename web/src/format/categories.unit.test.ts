import { describe, expect, it } from 'vitest';
import { categoryColor, categoryGroupOf, countByCategory, groupsPresent } from './categories.ts';

describe('categoryGroupOf', () => {
  it('groups the 2025 labels by the name they contain', () => {
    expect(categoryGroupOf('Hypercar')).toBe('Hypercar');
    expect(categoryGroupOf('LMP2')).toBe('LMP2');
    expect(categoryGroupOf('LMP2 Pro/Am')).toBe('LMP2');
    expect(categoryGroupOf('LMGT3')).toBe('LMGT3');
  });

  it('counts LMH and LMDh as Hypercar, LMP1 as LMP2, LMGTE as LMGT3', () => {
    expect(categoryGroupOf('LMH')).toBe('Hypercar');
    expect(categoryGroupOf('lmdh')).toBe('Hypercar');
    expect(categoryGroupOf('LMP1')).toBe('LMP2');
    expect(categoryGroupOf('LMGTE Am')).toBe('LMGT3');
    expect(categoryGroupOf('Autre')).toBeNull();
    expect(categoryGroupOf(null)).toBeNull();
  });
});

describe('categoryColor', () => {
  it('colours categories as spec part 2 §9 says', () => {
    expect(categoryColor('Hypercar')).toBe('#C81E1A');
    expect(categoryColor('LMDh')).toBe('#C81E1A');
    expect(categoryColor('LMP2')).toBe('#2563EB');
    expect(categoryColor('LMP1')).toBe('#2563EB');
    expect(categoryColor('LMGT3')).toBe('#15803D');
    expect(categoryColor('LMGTE Pro')).toBe('#15803D');
    expect(categoryColor('LMGTE Am')).toBe('#047857');
    expect(categoryColor('Autre')).toBe('#6B7280');
  });
});

describe('countByCategory', () => {
  it('counts every label in the total and each in its group', () => {
    expect(countByCategory(['Hypercar', 'LMDh', 'LMP2 Pro/Am', 'LMGT3', 'Autre'])).toEqual({
      total: 5,
      Hypercar: 2,
      LMP2: 1,
      LMGT3: 1,
    });
    expect(countByCategory([])).toEqual({ total: 0, Hypercar: 0, LMP2: 0, LMGT3: 0 });
  });
});

describe('groupsPresent', () => {
  it("keeps the event's own groups in the spec's order: Spa 2025 has no LMP2", () => {
    expect(groupsPresent(['LMGT3', 'HYPERCAR', 'LMGT3'])).toEqual(['Hypercar', 'LMGT3']);
    expect(groupsPresent(['LMGT3', 'LMP2', 'HYPERCAR'])).toEqual(['Hypercar', 'LMP2', 'LMGT3']);
  });

  it('has no group for an empty list or labels outside the groups', () => {
    expect(groupsPresent([])).toEqual([]);
    expect(groupsPresent(['Innovative', null])).toEqual([]);
  });
});
