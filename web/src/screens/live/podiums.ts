import type { LiveRow } from '@lemans/race';

export const PODIUM_CATEGORIES = ['Hypercar', 'LMP2', 'LMGT3'] as const;

/**
 * The top three of each category the session has, in the order of the ranking (spec part 1 §2): a race without
 * LMP2 (Spa 2025) shows no empty LMP2 podium.
 */
export function podiums<Row extends LiveRow>(rows: readonly Row[]): { category: string; cars: Row[] }[] {
  const present = new Set(rows.map((row) => row.category_label));
  return PODIUM_CATEGORIES.filter((category) => present.has(category)).map((category) => ({
    category,
    cars: rows
      .filter((row) => row.category_label === category && row.car_state !== 'Disqualified')
      .sort((a, b) => a.category_position - b.category_position || a.ranking - b.ranking)
      .slice(0, 3),
  }));
}
