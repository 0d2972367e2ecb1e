import type { Entry } from '../api/types.ts';

/** How entries are grouped by category on every page (spec part 1 §3 and §9). */

/** The spec's category order; any other category follows, alphabetically, and 'Autre' comes last. */
export const CATEGORY_ORDER: readonly string[] = ['Hypercar', 'LMP2', 'LMGT3'];
export const OTHER_CATEGORY = 'Autre';

export interface EntryGroup {
  label: string;
  entries: Entry[];
}

const byNumber = (a: Entry, b: Entry) => a.number.localeCompare(b.number, 'fr', { numeric: true });

function categoryRank(label: string): number {
  const known = CATEGORY_ORDER.indexOf(label);
  if (known >= 0) return known;
  return label === OTHER_CATEGORY ? CATEGORY_ORDER.length + 1 : CATEGORY_ORDER.length;
}

/** Entries grouped by category_label ('Autre' when missing), each group sorted by car number. */
export function groupEntriesByCategory(list: readonly Entry[]): EntryGroup[] {
  const groups = new Map<string, Entry[]>();
  for (const entry of list) {
    const label = entry.category_label?.trim() || OTHER_CATEGORY;
    const group = groups.get(label);
    if (group) group.push(entry);
    else groups.set(label, [entry]);
  }
  return [...groups]
    .map(([label, entries]) => ({ label, entries: entries.sort(byNumber) }))
    .sort((a, b) => categoryRank(a.label) - categoryRank(b.label) || a.label.localeCompare(b.label, 'fr'));
}
