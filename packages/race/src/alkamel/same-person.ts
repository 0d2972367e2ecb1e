import { normaliseName } from './driver-names.ts';

export interface PersonName {
  firstname: string;
  lastname: string;
}

/**
 * Whether two names are one person: the same last name, letters only and without accents, and first names
 * that agree, one being the other or its short form ("Phil" for "Philip", "Seb" for "Sébastien", "S." for
 * either). Used to follow a driver from one event to another, where ids are each event's own; two
 * different people sharing a last name and an initial would need more than a name to tell apart.
 */
export function samePerson(a: PersonName, b: PersonName): boolean {
  const lastA = normaliseName(a.lastname);
  if (lastA === '' || lastA !== normaliseName(b.lastname)) return false;
  const firstA = normaliseName(a.firstname);
  const firstB = normaliseName(b.firstname);
  if (firstA === '' || firstB === '') return false;
  const [short, long] = firstA.length <= firstB.length ? [firstA, firstB] : [firstB, firstA];
  const initialOnly = /^\p{L}\.?$/u.test((firstA.length <= firstB.length ? a : b).firstname.trim());
  return long.startsWith(short) && (short.length >= 3 || initialOnly || short === long);
}
