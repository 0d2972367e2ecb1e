/** A racing class as the organiser's catalogue describes it. */
export interface CatalogueCategory {
  id: number;
  /** The category as the timing writes it (`entries[].category` of data.json): the key that links both. */
  name: string;
  label: string;
  color: string;
}

/** In the site's picker order; ids and colours as the organiser publishes them (spec part 2 §9). */
export const CATEGORIES: readonly CatalogueCategory[] = Object.freeze([
  { id: 4167, name: 'HYPERCAR', label: 'Hypercar', color: '#DC2626' },
  { id: 3, name: 'LMP2', label: 'LMP2', color: '#2563EB' },
  { id: 4183, name: 'LMGT3', label: 'LMGT3', color: '#16A34A' },
]);

export const OTHER_CATEGORY_COLOR = '#6B7280';

export function categoryOfTiming(name: string): CatalogueCategory | undefined {
  return CATEGORIES.find((category) => category.name === name.toUpperCase());
}

/** The label shown for a timing category; a missing one groups under 'Autre' (spec part 1 §3). */
export function categoryLabelOf(name: string): string {
  return categoryOfTiming(name)?.label ?? (name.trim() || 'Autre');
}
