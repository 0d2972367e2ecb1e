import type { ClassificationDriver } from './classification-csv.ts';

/**
 * Al Kamel writes drivers as "Firstname LASTNAME" ("Kelvin VAN DER LINDE", "Philip HANSON"); the results
 * file writes "Kelvin van der Linde", "Phil Hanson", with accents. A driver is matched by last name within
 * the same car's crew, and the results file's spelling wins when found.
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

/**
 * Finds the crew member of the results file whose name holds the timing name's last name, as whole words
 * ("Au" in "Antares Au Tin-zeon", "HASSE CLOT" in "Valentin Hasse-Clot"); the results file's spelling wins,
 * and words after the match stay in the last name ("Eddie Cheever III").
 */
export function matchCrewMember(
  timingName: string,
  crew: readonly ClassificationDriver[],
): (DriverName & { country: string }) | null {
  const timing = splitTimingName(timingName);
  const lastName = normaliseName(timing.lastName);
  const matches = crew.flatMap((member) => {
    const words = member.fullName.trim().split(/\s+/);
    const start = lastNameStart(words, lastName);
    return start > 0 ? [{ member, words, start }] : [];
  });
  const firstName = normaliseName(timing.firstName).slice(0, 3);
  const match =
    matches.length > 1
      ? matches.find(({ words }) => normaliseName(words[0] ?? '').startsWith(firstName))
      : matches[0];
  if (!match) return null;
  return {
    firstName: match.words.slice(0, match.start).join(' '),
    lastName: match.words.slice(match.start).join(' '),
    country: match.member.country,
  };
}

/** Index of the first word of a run of words spelling `lastName`, after at least one first name; else -1. */
function lastNameStart(words: readonly string[], lastName: string): number {
  for (let start = words.length - 1; start >= 1; start--) {
    for (let end = start + 1; end <= words.length; end++) {
      if (normaliseName(words.slice(start, end).join('')) === lastName) return start;
    }
  }
  return -1;
}
