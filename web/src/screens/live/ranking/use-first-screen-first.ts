import { startTransition, useEffect, useState } from 'react';

/** More rows than a phone or a laptop shows on its first screen (14 at 390×844, 10 at 1280×900). */
export const FIRST_SCREEN_ROWS = 16;
/** The rows added by each later step: a phone lays them out in well under 50 ms. */
export const ROWS_PER_STEP = 12;

/**
 * The table's rows: on the first render that has more than a screen of them, the first screen's alone, the
 * others right after, a dozen at a time, each step in a transition of its own. A phone then paints the first
 * cars without first building all 62 rows, and lays the others out in short tasks between which the page
 * answers, rather than in one long task (Lighthouse counts both among the tasks that block a phone). Once
 * whole, every later render is whole. `waiting` says the rest is coming (the table is `aria-busy` meanwhile).
 */
export function useFirstScreenFirst<T>(rows: readonly T[]): { rows: readonly T[]; waiting: boolean } {
  const [shown, setShown] = useState(FIRST_SCREEN_ROWS);
  const whole = shown === Number.POSITIVE_INFINITY;
  const waiting = !whole && rows.length > shown;
  useEffect(() => {
    if (!waiting) return;
    // Each step waits for the previous one's layout: the effect runs once its rows are committed.
    const timer = setTimeout(() =>
      startTransition(() =>
        setShown(rows.length > shown + ROWS_PER_STEP ? shown + ROWS_PER_STEP : Number.POSITIVE_INFINITY),
      ),
    );
    return () => clearTimeout(timer);
  }, [waiting, shown, rows.length]);
  return waiting ? { rows: rows.slice(0, shown), waiting } : { rows, waiting: false };
}
