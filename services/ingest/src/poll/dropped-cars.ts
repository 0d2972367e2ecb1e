import type { LiveRow } from '@lemans/contract';
import type { ParsedSnapshot } from '@lemans/race';

/**
 * Cars do not leave a race's document in numbers: one that retires stays listed. A document that leaves out
 * more than this share of the cars the one before showed is a glitch of the organiser's feed (one left out a
 * third of the field, for as long as it lasted). It is still ingested for the cars it shows, the others keep
 * their rows, and it is logged as suspect.
 */
export const SUSPECT_DROPPED_SHARE = 0.25;

export interface DroppedCars {
  /** Cars the previous document showed. */
  previous: number;
  /** Cars this document shows. */
  shown: number;
  /** Numbers of the cars the previous document showed and this one leaves out. */
  dropped: string[];
  suspect: boolean;
}

/**
 * What a document leaves out of the previous one, read from the frame published for it (its rows not dated as
 * missing are the cars it showed); null without a previous frame.
 */
export function droppedCarsOf(
  previous: readonly LiveRow[] | undefined,
  snapshot: ParsedSnapshot,
): DroppedCars | null {
  if (!previous) return null;
  const shown = new Set(snapshot.entries.map((entry) => entry.number));
  const shownBefore = previous.filter((row) => row.missing_since_time === null);
  const dropped = shownBefore.map((row) => row.participant_number).filter((number) => !shown.has(number));
  return {
    previous: shownBefore.length,
    shown: shown.size,
    dropped,
    suspect: dropped.length > shownBefore.length * SUSPECT_DROPPED_SHARE,
  };
}
