import type { RaceState } from '@lemans/contract';

/** A stretch of race time during which the race was neutralised. */
export interface NeutralisedPeriod {
  fromMs: number;
  /** Null while it lasts. */
  toMs: number | null;
}

/**
 * The race states that hold the field to a set speed or stop it: a lap driven under any of them says
 * nothing of a car's pace. A local yellow does not.
 */
const NEUTRALISING: ReadonlySet<RaceState> = new Set(['fcy', 'safety', 'vsc', 'red']);

/** The neutralised stretches of a session, from its race-state changes in order (race time, new state). */
export function neutralisedPeriods(
  changes: readonly { atMs: number; state: RaceState }[],
): NeutralisedPeriod[] {
  const periods: NeutralisedPeriod[] = [];
  let open: NeutralisedPeriod | null = null;
  for (const { atMs, state } of changes) {
    const neutral = NEUTRALISING.has(state);
    if (neutral && !open) {
      open = { fromMs: atMs, toMs: null };
      periods.push(open);
    } else if (!neutral && open) {
      open.toMs = atMs;
      open = null;
    }
  }
  return periods;
}

/** Whether any neutralised stretch overlaps the race time from `fromMs` to `toMs`. */
export function overlapsNeutralised(
  periods: readonly NeutralisedPeriod[],
  fromMs: number,
  toMs: number,
): boolean {
  return periods.some((period) => period.fromMs < toMs && (period.toMs === null || period.toMs > fromMs));
}
