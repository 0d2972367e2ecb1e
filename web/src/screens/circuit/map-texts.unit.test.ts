import { describe, expect, it } from 'vitest';
import { packLabelOf } from './map-texts.ts';

describe('packLabelOf', () => {
  it('names the pack by its count and its cars, in French', () => {
    expect(packLabelOf(['7', '8', '51'])).toBe('Groupe de 3 voitures : nº 7, 8 et 51');
    expect(packLabelOf(['007', '101'])).toBe('Groupe de 2 voitures : nº 007 et 101');
  });
});
