import { describe, expect, it } from 'vitest';
import { packCountOf, packLabelOf } from './map-texts.ts';

describe('packLabelOf', () => {
  it('names the pack by its count and its cars, in French', () => {
    expect(packLabelOf(['7', '8', '51'])).toBe('3 voitures : nº 7, 8 et 51');
    expect(packLabelOf(['007', '101'])).toBe('2 voitures : nº 007 et 101');
  });
});

describe('packCountOf', () => {
  it('writes the count out in words, singular and plural', () => {
    expect(packCountOf(3)).toBe('3 voitures');
    expect(packCountOf(1)).toBe('1 voiture');
  });
});
