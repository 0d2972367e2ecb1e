import { describe, expect, it } from 'vitest';
import { countryName, flagClass } from './countries.ts';

describe('countries', () => {
  it('names countries in French, whatever the case of the code', () => {
    expect(countryName('fr')).toBe('France');
    expect(countryName('DE')).toBe('Allemagne');
    expect(countryName('gb')).toBe('Royaume-Uni');
    expect(countryName('')).toBe('');
    expect(countryName(null)).toBe('');
  });

  it('gives the flag class of a two-letter code only', () => {
    expect(flagClass('GB')).toBe('fi fi-gb');
    expect(flagClass('XXX')).toBeNull();
  });
});
