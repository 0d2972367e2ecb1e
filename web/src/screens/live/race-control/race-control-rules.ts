import type { RaceControlEntry } from '@lemans/contract';
import { CATEGORY_GROUPS } from '../../../format/categories.ts';

/**
 * What the race-control log shows of its entries: those of one class (or every one), of the followed cars
 * only or of all; an entry that names no car (a flag, a safety car) is the whole field's and always shown.
 */
export function raceControlShown(
  entries: readonly RaceControlEntry[],
  shownClass: string | null,
  favouritesOnly: boolean,
  favourites: ReadonlySet<string>,
): RaceControlEntry[] {
  return entries.filter((entry) => {
    if (entry.participant_number === null) return true;
    if (shownClass !== null && entry.category !== shownClass) return false;
    return !favouritesOnly || favourites.has(entry.participant_number);
  });
}

/** The classes the log's cars belong to, in the classes' usual order (the ranking's). */
export function raceControlClasses(entries: readonly RaceControlEntry[]): string[] {
  const rank = (label: string) => {
    const index = (CATEGORY_GROUPS as readonly string[]).indexOf(label);
    return index < 0 ? CATEGORY_GROUPS.length : index;
  };
  return [...new Set(entries.flatMap((entry) => (entry.category ? [entry.category] : [])))].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b),
  );
}
