/**
 * The timing writes drivers as "Firstname LASTNAME" ("Kelvin VAN DER LINDE", "Philip HANSON"); the results
 * file writes "Kelvin van der Linde", "Phil Hanson", with accents. Names are compared once split and
 * normalised here.
 */

export interface DriverName {
  firstName: string;
  lastName: string;
}

/** Splits "Jean-Eric VERGNE" into first name and the trailing upper-case last name. */
export function splitTimingName(name: string): DriverName {
  const words = name.trim().split(/\s+/);
  let firstLast = words.length;
  while (firstLast > 1 && isUpperCaseWord(words[firstLast - 1] ?? '')) firstLast--;
  if (firstLast === words.length) firstLast = words.length - 1;
  return {
    firstName: words.slice(0, firstLast).join(' '),
    lastName: titleCase(words.slice(firstLast).join(' ')),
  };
}

function isUpperCaseWord(word: string): boolean {
  return word === word.toLocaleUpperCase('fr') && word !== word.toLocaleLowerCase('fr');
}

function titleCase(text: string): string {
  return text
    .toLocaleLowerCase('fr')
    .replace(
      /(^|[\s-])(\p{L})/gu,
      (_, separator: string, letter: string) => separator + letter.toLocaleUpperCase('fr'),
    );
}

/** Letters that Unicode does not decompose into a base letter and an accent. */
const UNDECOMPOSED: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  þ: 'th',
};

/** Lower case, no accents, letters only: "Bölükbaşı" and "BÖLÜKBASI" compare equal. */
export function normaliseName(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[øæœßłđıþ]/g, (letter) => UNDECOMPOSED[letter] ?? letter)
    .replace(/[^a-z]/g, '');
}
