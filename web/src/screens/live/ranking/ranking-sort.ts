import type { LiveRow } from '@lemans/contract';
import {
  type ColumnSort,
  RANKING_COLUMNS,
  type RankingColumn,
  type SortDirection,
  type SortKey,
} from './ranking-columns.ts';

/**
 * The ranking sorted by a column, as pure functions: the order a reader chose (by a column, in a direction),
 * how the address writes it (`tri=best-asc`), what a click on a heading makes of it, and the rows in that
 * order. The race's order is no sort (null): the rows as the view gives them.
 */

export interface RankingSort {
  readonly key: SortKey;
  readonly direction: SortDirection;
}

/** The sortable columns' rules, by key. */
const SORTS: ReadonlyMap<string, ColumnSort> = new Map(
  (RANKING_COLUMNS as readonly RankingColumn[]).flatMap((column) =>
    column.sort ? [[column.key, column.sort] as const] : [],
  ),
);

const opposite = (direction: SortDirection): SortDirection => (direction === 'asc' ? 'desc' : 'asc');

/** Whether the table can be sorted by the column with that key. */
export function isSortKey(key: string): key is SortKey {
  return SORTS.has(key);
}

/** The sort as the address writes it: « best-asc ». */
export function sortParamOf(sort: RankingSort): string {
  return `${sort.key}-${sort.direction}`;
}

/** The sort an address names; null (the race's order) for none, or for a column or direction it cannot name. */
export function rankingSortOf(param: string | null): RankingSort | null {
  const match = param === null ? null : /^([a-z0-9]+)-(asc|desc)$/.exec(param);
  if (!match) return null;
  const [, key = '', direction] = match;
  return isSortKey(key) ? { key, direction: direction as SortDirection } : null;
}

/**
 * The sort after a click on a column's heading: by it in its first direction, then in the other, then the
 * race's order again.
 */
export function nextSortOf(current: RankingSort | null, key: SortKey): RankingSort | null {
  const { first } = SORTS.get(key) as ColumnSort;
  if (current?.key !== key) return { key, direction: first };
  return current.direction === first ? { key, direction: opposite(first) } : null;
}

/**
 * The rows in the sort's order, from `rows` in the race's: a car without the column's value last in either
 * direction, cars of equal value (and those without) in the race's order. No sort gives `rows` themselves.
 * Each row keeps its object, so that a row memoised on it does not render again for its move.
 */
export function sortedRowsOf<Row extends LiveRow>(
  rows: readonly Row[],
  sort: RankingSort | null,
): readonly Row[] {
  if (sort === null) return rows;
  const { by } = SORTS.get(sort.key) as ColumnSort;
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => {
      const value = by(row);
      return { row, index, value: value !== null && Number.isFinite(value) ? value : null };
    })
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value !== b.value) return a.value === null ? 1 : -1;
      } else if (a.value !== b.value) return (a.value - b.value) * sign;
      return a.index - b.index;
    })
    .map(({ row }) => row);
}
