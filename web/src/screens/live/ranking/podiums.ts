import type { LiveRow } from '@lemans/contract';
import { isInView, subclassKeyOf, subclassViewOf } from './subclass-view.ts';

export const PODIUM_CATEGORIES = ['Hypercar', 'LMP2', 'LMGT3'] as const;

/**
 * The top three of each category the session has, in the order of the ranking (spec part 1 §2): a race without
 * LMP2 (Spa 2025) shows no empty LMP2 podium. A sub-class the officials classify has its own, after its
 * class's (« LMP2 Pro-Am », keyed as the class choice keys it).
 */
export function podiums<Row extends LiveRow>(rows: readonly Row[]): { category: string; cars: Row[] }[] {
  const present = new Set(rows.map((row) => row.category_label));
  const subclasses = [...new Set(rows.map(subclassKeyOf).filter((key) => key !== null))].sort();
  const categories = PODIUM_CATEGORIES.filter((category) => present.has(category)).flatMap((category) => [
    category,
    ...subclasses.filter((key) => subclassViewOf(key)?.category === category),
  ]);
  return categories.map((category) => ({
    category,
    cars: rows
      .filter((row) => isInView(row, category) && row.car_state !== 'Disqualified')
      .sort((a, b) => a.category_position - b.category_position || a.ranking - b.ranking)
      .slice(0, 3),
  }));
}

export interface RaceWinners<Row> {
  /** The first car of the classification: the one the ranking's finish banner names. */
  overall: Row;
  /** The first of each podium, in the podiums' order. */
  classes: { category: string; car: Row }[];
}

/**
 * The winners the ranking names once the flag is out, for the pages that name them too (the live hub, the
 * home page, the programme): read from the rows as the ranking orders them, so that no page can name another
 * winner. Null before any row is known.
 */
export function raceWinnersOf<Row extends LiveRow>(rows: readonly Row[]): RaceWinners<Row> | null {
  const overall = rows[0];
  if (!overall) return null;
  const classes = podiums(rows).flatMap(({ category, cars }) =>
    cars[0] ? [{ category, car: cars[0] }] : [],
  );
  return { overall, classes };
}
