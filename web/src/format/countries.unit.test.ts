import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/i18n.ts';
import { countryName, flagClass } from './countries.ts';

describe('countries', () => {
  afterEach(() => changeLanguage('fr'));

  it('names countries in French, whatever the case of the code', () => {
    expect(countryName('fr')).toBe('France');
    expect(countryName('DE')).toBe('Allemagne');
    expect(countryName('gb')).toBe('Royaume-Uni');
    expect(countryName('')).toBe('');
    expect(countryName(null)).toBe('');
  });

  it('names them in the page’s language', async () => {
    await changeLanguage('en');
    expect(countryName('gb')).toBe('United Kingdom');
    await changeLanguage('ar');
    expect(countryName('DE')).toBe('ألمانيا');
    await changeLanguage('ja');
    expect(countryName('FR')).toBe('フランス');
  });

  it('gives the code itself when it names no country it knows', () => {
    expect(countryName('XX')).toBe('XX');
    expect(countryName('FRA')).toBe('');
  });

  it('gives the flag class of a two-letter code only', () => {
    expect(flagClass('GB')).toBe('fi fi-gb');
    expect(flagClass('XXX')).toBeNull();
  });
});
