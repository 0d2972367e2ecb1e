import type { SectorTimes } from '@lemans/contract';
import { useMemo, useRef } from 'react';
import type { ShownRow } from '../../../stores/live-rules.ts';
import { classBestSectors, keepUnchangedBests } from './ranking-cells.ts';

/**
 * The best sector times of each class, computed once per frame; a class's times keep their object while
 * unchanged, so that the rows of that class, memoised on it, are not rendered again.
 */
export function useClassBests(rows: readonly ShownRow[]): ReadonlyMap<string, SectorTimes> {
  const held = useRef<ReadonlyMap<string, SectorTimes>>(new Map());
  return useMemo(() => {
    held.current = keepUnchangedBests(held.current, classBestSectors(rows));
    return held.current;
  }, [rows]);
}
