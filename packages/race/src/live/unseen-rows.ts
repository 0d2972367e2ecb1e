import type { LiveRow } from '@lemans/contract';
import type { ParsedSnapshot } from './parsed-snapshot.ts';

/**
 * The rows of the cars a session knows that a document does not show. The organiser's document sometimes
 * leaves out a third of the field for a poll or two: a car it does not show is not seen, not gone, so the
 * ranking keeps the row it last had, dated by `missing_since_time` (the race time of the first document
 * without it), until a document shows it again. The session's events say nothing of the gap.
 *
 * `held` are the rows of the frame published before this document; a car without one there (the publisher
 * started since it was last seen) takes `lastKnownRow`, its row as the projections keep it.
 */
export function unseenRowsOf(
  snapshot: ParsedSnapshot,
  known: Iterable<string>,
  held: readonly LiveRow[],
  lastKnownRow: (number: string) => LiveRow | undefined,
): LiveRow[] {
  const shown = new Set(snapshot.entries.map((entry) => entry.number));
  const heldRows = new Map(held.map((row) => [row.participant_number, row]));
  const rows: LiveRow[] = [];
  for (const number of known) {
    if (shown.has(number)) continue;
    const row = heldRows.get(number) ?? lastKnownRow(number);
    if (row) rows.push({ ...row, missing_since_time: row.missing_since_time ?? snapshot.elapsedMs });
  }
  return rows;
}
