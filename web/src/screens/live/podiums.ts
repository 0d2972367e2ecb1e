import type { LiveRow } from '@lemans/race';

export const PODIUM_CATEGORIES = ['Hypercar', 'LMP2', 'LMGT3'] as const;

/** The top three of each category, in the order of the ranking (spec part 1 §2). */
export function podiums<Row extends LiveRow>(rows: readonly Row[]): { category: string; cars: Row[] }[] {
  return PODIUM_CATEGORIES.map((category) => ({
    category,
    cars: rows
      .filter((row) => row.category_label === category && row.car_state !== 'Disqualified')
      .sort((a, b) => a.category_position - b.category_position || a.ranking - b.ranking)
      .slice(0, 3),
  }));
}
