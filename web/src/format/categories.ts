/** Category groups and colours (spec part 2 §5 and §9). */

export type CategoryGroup = 'Hypercar' | 'LMP2' | 'LMGT3';

/** Picker order of the spec. */
export const CATEGORY_GROUPS: readonly CategoryGroup[] = ['Hypercar', 'LMP2', 'LMGT3'];

/**
 * The group a category label counts in: Hypercar also takes LMH and LMDh, LMP2 takes LMP1, LMGT3 takes
 * LMGTE; null for any other label.
 */
export function categoryGroupOf(label: string | null | undefined): CategoryGroup | null {
  const text = (label ?? '').toUpperCase();
  if (text.includes('HYPERCAR') || text.includes('LMH') || text.includes('LMDH')) return 'Hypercar';
  if (text.includes('LMP2') || text.includes('LMP1')) return 'LMP2';
  if (text.includes('LMGT3') || text.includes('LMGTE')) return 'LMGT3';
  return null;
}

/**
 * The spec's red, blue and green, the red and green taken one shade darker so that white text on them reads
 * at 4.5:1 (WCAG 2.1 AA; the spec's #DC2626 and #16A34A give 4.83:1 and 3.29:1), as the stylesheet's
 * `--hypercar`, `--lmp2` and `--lmgt3`.
 */
const GROUP_COLORS: Record<CategoryGroup, string> = {
  Hypercar: '#C81E1A',
  LMP2: '#2563EB',
  LMGT3: '#15803D',
};

/** The colour of a category label; LMGTE Am has its own shade, unknown labels are grey. */
export function categoryColor(label: string | null | undefined): string {
  if ((label ?? '').toUpperCase().includes('LMGTE AM')) return '#047857';
  const group = categoryGroupOf(label);
  return group ? GROUP_COLORS[group] : '#6B7280';
}

/** The lists' counters: every item, then those of each group (labels outside the groups count in the total only). */
export function countByCategory(labels: readonly string[]): Record<'total' | CategoryGroup, number> {
  const counts = { total: labels.length, Hypercar: 0, LMP2: 0, LMGT3: 0 };
  for (const label of labels) {
    const group = categoryGroupOf(label);
    if (group) counts[group]++;
  }
  return counts;
}

/**
 * The groups an event's list holds, in the spec's order: an event without LMP2 (Spa 2025) shows no LMP2 box
 * and offers no LMP2 filter. Empty while the list is.
 */
export function groupsPresent(labels: readonly (string | null | undefined)[]): CategoryGroup[] {
  const present = new Set(labels.map(categoryGroupOf));
  return CATEGORY_GROUPS.filter((group) => present.has(group));
}
