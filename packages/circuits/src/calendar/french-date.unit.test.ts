import { describe, expect, it } from 'vitest';
import { frenchDate } from './french-date.ts';

describe('frenchDate', () => {
  it('writes the day, the month in words and the year, the first of the month as « 1er »', () => {
    expect(frenchDate('2025-05-10')).toBe('10 mai 2025');
    expect(frenchDate('2024-02-01')).toBe('1er février 2024');
    expect(frenchDate('1923-12-31')).toBe('31 décembre 1923');
    expect(frenchDate('2025-08-05')).toBe('5 août 2025');
  });
});
