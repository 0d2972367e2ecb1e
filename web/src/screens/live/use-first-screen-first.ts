import { startTransition, useEffect, useState } from 'react';

/** More rows than a phone or a laptop shows on its first screen. */
export const FIRST_SCREEN_ROWS = 20;

/**
 * The table's rows: on the first render that has more than a screen of them, the first screen's alone, the
 * others right after in a transition, which React renders in slices between which the page answers. A phone
 * then paints the first cars without first building all 62 rows in one long task (Lighthouse counted the
 * whole table's first render among the tasks that block a phone). Once whole, every later render is whole.
 * `waiting` says the rest is coming (the table is `aria-busy` meanwhile).
 */
export function useFirstScreenFirst<T>(rows: readonly T[]): { rows: readonly T[]; waiting: boolean } {
  const [whole, setWhole] = useState(false);
  const waiting = !whole && rows.length > FIRST_SCREEN_ROWS;
  useEffect(() => {
    if (waiting) startTransition(() => setWhole(true));
  }, [waiting]);
  return waiting ? { rows: rows.slice(0, FIRST_SCREEN_ROWS), waiting } : { rows, waiting };
}
