import { type DriverName, normaliseName, splitTimingName } from '@lemans/race';
import type { ClassificationDriver } from './classification-csv.ts';

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
