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

/** Lower case, no accents, letters only: "Bölükbasi" and "BÖLÜKBASI" compare equal. */
export function normaliseName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/**
 * Finds the crew member of the results file matching a timing name; returns the results file's spelling
 * split with the timing name's last-name length, and the driver's country.
 */
export function matchCrewMember(
  timingName: string,
  crew: readonly ClassificationDriver[],
): (DriverName & { country: string }) | null {
  const timing = splitTimingName(timingName);
  const lastName = normaliseName(timing.lastName);
  const candidates = crew.filter((member) => normaliseName(member.fullName).endsWith(lastName));
  const firstName = normaliseName(timing.firstName);
  const member =
    candidates.length > 1
      ? (candidates.find((candidate) =>
          normaliseName(candidate.fullName).startsWith(firstName.slice(0, 3)),
        ) ?? null)
      : candidates[0];
  if (!member) return null;
  const words = member.fullName.trim().split(/\s+/);
  const lastWords = Math.min(timing.lastName.split(/\s+/).length, words.length - 1);
  return {
    firstName: words.slice(0, words.length - lastWords).join(' '),
    lastName: words.slice(words.length - lastWords).join(' '),
    country: member.country,
  };
}
