import type { CSSProperties, ReactNode } from 'react';
import { useT } from '../../../i18n/use-language.tsx';
import {
  columnClassOf,
  columnsOn,
  fullHeadingOf,
  headingOf,
  type RankingColumn,
  type SortKey,
  type TableWidth,
} from './ranking-columns.ts';
import { isSortKey, nextSortOf, type RankingSort } from './ranking-sort.ts';

/**
 * A heading's width for the laptop's fixed layout, which ranking-page.css applies from 1280 px: the header
 * row is the table's first, whose cells size the columns.
 */
function widthStyleOf(column: RankingColumn): CSSProperties | undefined {
  if (column.shown === 'phone-only' || column.width === 'rest') return undefined;
  return { '--ranking-column-width': column.width } as CSSProperties;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;
const ARROWS = { asc: '▲', desc: '▼' } as const;

/**
 * What a click on a sortable heading does, its button's name: the heading as shown starts or ends it, so that
 * the name holds the words seen (a reader speaking to the page says them).
 */
function sortLabelOf(key: SortKey, heading: string, sort: RankingSort | null, t: ReturnType<typeof useT>) {
  const next = nextSortOf(sort, key);
  if (next === null) return t('ranking.sort_race_order', { column: heading });
  return t(sort?.key === key ? 'ranking.sort_reverse' : 'ranking.sort_by', { column: heading });
}

interface RankingHeadProps {
  classView: boolean;
  width: TableWidth;
  /** The table's sort; null: the race's order. */
  sort: RankingSort | null;
  /** A sortable column's heading was clicked. */
  onSort: (key: SortKey) => void;
}

/**
 * The ranking's header row; the table keeps it in view while the page scrolls. A sortable column's heading
 * is a button that sorts the table by it, an arrow showing the order it is sorted in.
 */
export function RankingHead({ classView, width, sort, onSort }: RankingHeadProps) {
  const t = useT();
  return (
    <thead>
      <tr>
        {columnsOn(width).map((column: RankingColumn) => {
          const full = fullHeadingOf(column, classView);
          const heading = headingOf(column);
          const content: ReactNode = column.headingHidden ? (
            <span className="visually-hidden">{heading}</span>
          ) : full ? (
            <abbr title={full}>{heading}</abbr>
          ) : (
            heading
          );
          const { key } = column;
          if (!isSortKey(key))
            return (
              <th key={key} scope="col" className={columnClassOf(column)} style={widthStyleOf(column)}>
                {content}
              </th>
            );
          const direction = sort?.key === key ? sort.direction : null;
          return (
            <th
              key={key}
              scope="col"
              className={columnClassOf(column)}
              style={widthStyleOf(column)}
              aria-sort={direction ? ARIA_SORT[direction] : 'none'}
            >
              <button
                type="button"
                className="sort-button"
                aria-label={sortLabelOf(key, heading, sort, t)}
                onClick={() => onSort(key)}
              >
                {content}
                {direction && (
                  <span className="sort-arrow" aria-hidden="true">
                    {ARROWS[direction]}
                  </span>
                )}
              </button>
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
