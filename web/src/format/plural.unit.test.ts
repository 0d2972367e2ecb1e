import { describe, expect, it } from 'vitest';
import { countOf } from './plural.ts';

describe('countOf', () => {
  it.each([
    [0, '0 voiture'],
    [1, '1 voiture'],
    [62, '62 voitures'],
  ])('%s → %s', (count, text) => expect(countOf(count, 'voiture')).toBe(text));

  it('takes an irregular plural', () => {
    expect(countOf(2, 'journal', 'journaux')).toBe('2 journaux');
  });
});
