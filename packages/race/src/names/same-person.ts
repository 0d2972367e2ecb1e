import { normaliseName } from './driver-names.ts';

export interface PersonName {
  firstname: string;
  lastname: string;
}

/**
 * A courtesy title the results file puts before some drivers' first names ("Miss Célia Martin", "Mme Odette
 * Siko"): the timing and the organiser write the same person without it.
 */
const COURTESY_TITLE = /^(?:miss|mrs|mme|mlle|ms|mr|dr)\.?\s+/iu;

/** The first name without its courtesy title: "Miss Célia" is "Célia". */
export function withoutCourtesyTitle(firstname: string): string {
  return firstname.trim().replace(COURTESY_TITLE, '');
}

/**
 * Whether two names are one person: the same last name, letters only and without accents (so case,
 * particles written "De"/"de", hyphens or spaces and ø/æ/ł do not matter), and first names that agree, one
 * being the other or its short form ("Phil" for "Philip", "Seb" for "Sébastien", "S." for either) or one of
 * its given names ("Petru" for "Răzvan Petru"). Used to follow a driver from one event to another, where ids
 * are each event's own; two different people sharing a last name and an initial would need more than a name
 * to tell apart.
 */
export function samePerson(a: PersonName, b: PersonName): boolean {
  const lastA = normaliseName(a.lastname);
  if (lastA === '' || lastA !== normaliseName(b.lastname)) return false;
  const givenA = withoutCourtesyTitle(a.firstname);
  const givenB = withoutCourtesyTitle(b.firstname);
  const firstA = normaliseName(givenA);
  const firstB = normaliseName(givenB);
  if (firstA === '' || firstB === '') return false;
  const [short, long] = firstA.length <= firstB.length ? [firstA, firstB] : [firstB, firstA];
  const initialOnly = /^\p{L}\.?$/u.test(firstA.length <= firstB.length ? givenA : givenB);
  if (long.startsWith(short) && (short.length >= 3 || initialOnly || short === long)) return true;
  return oneGivenNameOfTheOther(givenA, givenB);
}

/** "Petru" and "Răzvan Petru": every given name of the one with fewer is one of the other's. */
function oneGivenNameOfTheOther(a: string, b: string): boolean {
  const wordsA = givenNamesOf(a);
  const wordsB = givenNamesOf(b);
  const [fewer, more] = wordsA.length <= wordsB.length ? [wordsA, wordsB] : [wordsB, wordsA];
  return fewer.length > 0 && fewer.every((word) => more.includes(word));
}

function givenNamesOf(firstname: string): string[] {
  return firstname
    .split(/\s+/)
    .map(normaliseName)
    .filter((word) => word.length >= 2);
}
