import type { CSSProperties } from 'react';
import {
  columnClassOf,
  columnsOn,
  fullHeadingOf,
  type RankingColumn,
  type TableWidth,
} from './ranking-columns.ts';

/**
 * A heading's width for the laptop's fixed layout, which ranking-page.css applies from 1280 px: the header
 * row is the table's first, whose cells size the columns.
 */
function widthStyleOf(column: RankingColumn): CSSProperties | undefined {
  if (column.shown === 'phone-only' || column.width === 'rest') return undefined;
  return { '--ranking-column-width': column.width } as CSSProperties;
}

/** The ranking's header row; the table keeps it in view while the page scrolls. */
export function RankingHead({ classView, width }: { classView: boolean; width: TableWidth }) {
  return (
    <thead>
      <tr>
        {columnsOn(width).map((column: RankingColumn) => {
          const full = fullHeadingOf(column, classView);
          return (
            <th key={column.key} scope="col" className={columnClassOf(column)} style={widthStyleOf(column)}>
              {column.headingHidden ? (
                <span className="visually-hidden">{column.heading}</span>
              ) : full ? (
                <abbr title={full}>{column.heading}</abbr>
              ) : (
                column.heading
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
