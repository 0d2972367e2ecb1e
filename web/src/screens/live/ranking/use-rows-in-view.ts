import { useMemo, useRef } from 'react';
import type { ShownRow } from '../../../stores/live-rules.ts';
import { keepUnchangedViews, rowsInViewOf } from './ranking-view.ts';
import type { ClassifiedPlace, RowInView } from './row-in-view.ts';

/**
 * Each car's position, gap and interval in the view, computed once per frame; a car's keeps its object
 * while unchanged, so that its row, memoised on it, is not rendered again.
 */
export function useRowsInView(
  rows: readonly ShownRow[],
  classView: boolean,
  /** The favourites when they alone are shown: the intervals are between them. */
  only: ReadonlySet<string> | null,
  places: ReadonlyMap<string, ClassifiedPlace> | null,
): ReadonlyMap<string, RowInView> {
  const held = useRef<ReadonlyMap<string, RowInView>>(new Map());
  return useMemo(() => {
    const shown = only ? (row: ShownRow) => only.has(row.participant_number) : undefined;
    held.current = keepUnchangedViews(held.current, rowsInViewOf(rows, classView, shown, places));
    return held.current;
  }, [rows, classView, only, places]);
}
