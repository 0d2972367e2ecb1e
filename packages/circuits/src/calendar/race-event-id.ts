/*
 * A race event's id: the slug of its name without a trailing year, then its day. The same name on another day
 * is another event; "24 Heures du Mans 2025" on 2025-06-14 is `24-heures-du-mans-2025-06-14`. Ids of events
 * stored before events had a table were made by the same rule, so that links to them keep working.
 */

const FOLDED: Record<string, string> = { œ: 'oe', æ: 'ae', ø: 'o', ß: 'ss', ł: 'l' };

/** Lower case ASCII words joined by dashes, accents folded rather than dropped ("Épreuve" → "epreuve"). */
export function raceEventSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[œæøßł]/g, (letter) => FOLDED[letter] ?? letter)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug === '' ? 'course' : slug;
}

/** The id of the event of that name on that day (yyyy-MM-dd). */
export function raceEventIdOf(name: string, day: string): string {
  const year = day.slice(0, 4);
  return `${raceEventSlug(name).replace(new RegExp(`-${year}$`), '')}-${day}`.slice(0, 100);
}
