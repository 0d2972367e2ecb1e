import { describe, expect, it } from 'vitest';
import { samePerson } from './same-person.ts';

const name = (firstname: string, lastname: string) => ({ firstname, lastname });

describe('samePerson', () => {
  it('takes spelling variants of one driver as one person', () => {
    expect(samePerson(name('Phil', 'Hanson'), name('Philip', 'Hanson'))).toBe(true);
    expect(samePerson(name('Sébastien', 'Bourdais'), name('Sebastien', 'BOURDAIS'))).toBe(true);
    expect(samePerson(name('S.', 'Bourdais'), name('Sébastien', 'Bourdais'))).toBe(true);
    expect(samePerson(name('Kelvin', 'van der Linde'), name('Kelvin', 'VAN DER LINDE'))).toBe(true);
    expect(samePerson(name('Valentin', 'Hasse-Clot'), name('Valentin', 'Hasse Clot'))).toBe(true);
    expect(samePerson(name('Marco', 'Sørensen'), name('Marco', 'Sorensen'))).toBe(true);
  });

  it('reads past a courtesy title and takes one given name for all of them', () => {
    expect(samePerson(name('Miss Célia', 'Martin'), name('Celia', 'MARTIN'))).toBe(true);
    expect(samePerson(name('Mme. Odette', 'Siko'), name('Odette', 'Siko'))).toBe(true);
    expect(samePerson(name('Răzvan Petru', 'Umbrărescu'), name('Petru', 'Umbrarescu'))).toBe(true);
    expect(samePerson(name('Miss Célia', 'Martin'), name('Maxime', 'Martin'))).toBe(false);
    expect(samePerson(name('Răzvan Petru', 'Umbrărescu'), name('Ion', 'Umbrarescu'))).toBe(false);
  });

  it('keeps apart drivers who only share a last name or an initial', () => {
    expect(samePerson(name('Kevin', 'Magnussen'), name('Jan', 'Magnussen'))).toBe(false);
    expect(samePerson(name('Kelvin', 'van der Linde'), name('Sheldon', 'van der Linde'))).toBe(false);
    expect(samePerson(name('Al', 'Smith'), name('Alexander', 'Smith'))).toBe(false);
    expect(samePerson(name('Robert', 'Kubica'), name('Robert', 'Shwartzman'))).toBe(false);
  });

  it('matches nobody on an empty name', () => {
    expect(samePerson(name('', 'Hanson'), name('', 'Hanson'))).toBe(false);
    expect(samePerson(name('Phil', ''), name('Phil', ''))).toBe(false);
  });
});
