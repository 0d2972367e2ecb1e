import { describe, expect, it } from 'vitest';
import { splitTimingName } from './driver-names.ts';
import { samePerson } from './same-person.ts';
import { SpellingBook } from './spelling-book.ts';

/** A name as the Al Kamel timing gives it ("Nyck DE VRIES"), split and title-cased as an import stores it. */
function timing(text: string) {
  const { firstName, lastName } = splitTimingName(text);
  return { firstname: firstName, lastname: lastName, written: false };
}

/** A name as the results file or the organiser's catalogue writes it. */
function written(firstname: string, lastname: string) {
  return { firstname, lastname, written: true };
}

const shown = ({ firstname, lastname }: { firstname: string; lastname: string }) =>
  `${firstname} ${lastname}`;

// Real variants: the 6 Hours of Spa 2025's timing against Le Mans 2025's results file and catalogue.
const ONE_PERSON: [string, ReturnType<typeof written>, string][] = [
  ['Nyck DE VRIES', written('Nyck', 'de Vries'), 'Nyck de Vries'],
  ['Marco SORENSEN', written('Marco', 'Sørensen'), 'Marco Sørensen'],
  ['Valentin HASSE CLOT', written('Valentin', 'Hasse-Clot'), 'Valentin Hasse-Clot'],
  ['Kelvin VAN DER LINDE', written('Kelvin', 'van der Linde'), 'Kelvin van der Linde'],
  ['Philip HANSON', written('Phil', 'Hanson'), 'Phil Hanson'],
  ['Cem BOLUKBASI', written('Cem', 'Bölükbaşı'), 'Cem Bölükbaşı'],
  ['Jean-Eric VERGNE', written('Jean-Éric', 'Vergne'), 'Jean-Éric Vergne'],
  ['Paul DI RESTA', written('Paul', 'di Resta'), 'Paul di Resta'],
  ['Derek DEBOER', written('Derek', 'DeBoer'), 'Derek DeBoer'],
  ['Ben KEATING', written('Benjamin', 'Keating'), 'Benjamin Keating'],
  ['Ryo HIRAKAWA', written('Ryō', 'Hirakawa'), 'Ryō Hirakawa'],
  ['Petru UMBRARESCU', written('Răzvan Petru', 'Umbrărescu'), 'Răzvan Petru Umbrărescu'],
  // The results file's courtesy title is no part of the name shown.
  ['Celia MARTIN', written('Miss Célia', 'Martin'), 'Célia Martin'],
];

// Different people of the same year (Le Mans 2025's results) who share a last name.
const NAMESAKES: [string, ReturnType<typeof written>][] = [
  ['Sheldon VAN DER LINDE', written('Kelvin', 'van der Linde')],
  ['Dries VANTHOOR', written('Laurens', 'Vanthoor')],
  ['Brenton GROVE', written('Stephen', 'Grove')],
  ['Michael JENSEN', written('Mikkel', 'Jensen')],
  ['Maxime MARTIN', written('Miss Célia', 'Martin')],
  ['Kevin MAGNUSSEN', written('Jan', 'Magnussen')],
];

describe('SpellingBook', () => {
  it.each(ONE_PERSON)('shows %s as its written spelling, wherever it is asked', (text, known, expected) => {
    const book = new SpellingBook([known, timing(text)]);
    expect(shown(book.spell(timing(text)))).toBe(expected);
    expect(shown(book.spell(known))).toBe(expected);
  });

  it.each(NAMESAKES)('keeps %s apart from %o', (text, known) => {
    const book = new SpellingBook([known]);
    expect(samePerson(timing(text), known)).toBe(false);
    expect(book.spell(timing(text))).toEqual({
      firstname: timing(text).firstname,
      lastname: timing(text).lastname,
    });
  });

  it('chooses among timing spellings alone by what they kept, whatever their order', () => {
    const spellings = [timing('Cem BOLUKBASI'), timing('Cem BÖLÜKBASI'), timing('Cem BOLÜKBASI')];
    const chosen = spellings.map((_, index) => {
      const book = new SpellingBook([...spellings.slice(index), ...spellings.slice(0, index)]);
      return shown(book.spell(timing('Cem BOLUKBASI')));
    });
    expect(chosen).toEqual(['Cem Bölükbasi', 'Cem Bölükbasi', 'Cem Bölükbasi']);
    const hanson = new SpellingBook([timing('Phil HANSON'), timing('Philip HANSON')]);
    expect(shown(hanson.spell(timing('Phil HANSON')))).toBe('Philip Hanson');
  });

  it('prefers a written spelling even to a timing one that kept more letters', () => {
    const book = new SpellingBook([written('Cem', 'Bolukbasi'), timing('Cem BÖLÜKBAŞI')]);
    expect(shown(book.spell(timing('Cem BÖLÜKBAŞI')))).toBe('Cem Bolukbasi');
  });

  it('keeps the spelling of a name that could be two known people', () => {
    const book = new SpellingBook([written('Stephen', 'Grove'), written('Sam', 'Grove')]);
    expect(book.spell({ firstname: 'S.', lastname: 'GROVE' })).toEqual({
      firstname: 'S.',
      lastname: 'GROVE',
    });
  });

  it('takes a name it does not know for a timing one', () => {
    const book = new SpellingBook([timing('Nyck DE VRIES')]);
    expect(shown(book.spell({ firstname: 'Nyck', lastname: 'De Vries' }))).toBe('Nyck De Vries');
    expect(shown(book.spell({ firstname: 'Nyck', lastname: 'de Vries' }))).toBe('Nyck de Vries');
  });

  it('spells a whole name as the live ranking writes it, when it knows where its first name ends', () => {
    const book = new SpellingBook([written('Jean-Éric', 'Vergne'), timing('Jean-Eric VERGNE')]);
    expect(book.spellFullName('Jean-Eric Vergne')).toBe('Jean-Éric Vergne');
    expect(book.spellFullName('Jean Eric Vergne')).toBe('Jean Eric Vergne');
    expect(book.spellFullName('')).toBe('');
  });

  it('shows a person nobody else knows as given', () => {
    const book = new SpellingBook([written('Nyck', 'de Vries')]);
    expect(shown(book.spell(timing('Nico MÜLLER')))).toBe('Nico Müller');
  });
});
