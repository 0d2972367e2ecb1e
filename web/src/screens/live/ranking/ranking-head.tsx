import type { CSSProperties } from 'react';
import { useT } from '../../../i18n/use-language.tsx';
import {
  columnClassOf,
  columnsOn,
  fullHeadingOf,
  headingOf,
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
  useT();
  return (
    <thead>
      <tr>
        {columnsOn(width).map((column: RankingColumn) => {
          const full = fullHeadingOf(column, classView);
          const heading = headingOf(column);
          return (
            <th key={column.key} scope="col" className={columnClassOf(column)} style={widthStyleOf(column)}>
              {column.headingHidden ? (
                <span className="visually-hidden">{heading}</span>
              ) : full ? (
                <abbr title={full}>{heading}</abbr>
              ) : (
                heading
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
