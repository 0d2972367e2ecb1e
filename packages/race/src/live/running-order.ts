import type { LiveRow } from '@lemans/contract';

/** The cars of a frame by their place, overall and in their class, for rules that compare a car with another. */
export interface RunningOrder {
  /** The car at that overall place. */
  at(ranking: number): LiveRow | undefined;
  /** The car at that place in `row`'s class. */
  inClass(row: LiveRow, position: number): LiveRow | undefined;
}

export function runningOrderOf(rows: readonly LiveRow[]): RunningOrder {
  const byRanking = new Map<number, LiveRow>();
  const byClassPosition = new Map<string, LiveRow>();
  const classKey = (label: string, position: number) => `${label}\u0000${position}`;
  for (const row of rows) {
    if (row.ranking > 0) byRanking.set(row.ranking, row);
    if (row.category_position > 0)
      byClassPosition.set(classKey(row.category_label, row.category_position), row);
  }
  return {
    at: (ranking) => byRanking.get(ranking),
    inClass: (row, position) => byClassPosition.get(classKey(row.category_label, position)),
  };
}
