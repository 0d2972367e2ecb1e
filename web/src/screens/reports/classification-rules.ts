import type { ClassificationRow, ClassificationStatus } from '@lemans/race/contract';

/** The report's classification, in French. */

export const CLASSIFICATION_STATUS_LABELS: Record<ClassificationStatus, string> = {
  running: 'En course',
  classified: 'Classée',
  NC: 'Non classée',
  DNF: 'Abandon',
  DSQ: 'Disqualifiée',
};

/** The position column: the place, or what the car is when it has none. */
export function classificationPlaceText(row: Pick<ClassificationRow, 'position' | 'status'>): string {
  if (row.position !== null) return String(row.position);
  return row.status === 'DNF'
    ? 'Ab.'
    : row.status === 'running' || row.status === 'classified'
      ? '-'
      : row.status;
}

/** A gap as the officials write it: laps when behind by laps, else the time on the same lap, to the ms. */
export function classificationGapText(laps: number | null, ms: number | null): string {
  if (laps !== null && laps > 0) return laps === 1 ? '+1 tour' : `+${laps} tours`;
  if (ms === null) return '';
  const total = Math.round(ms);
  const minutes = Math.floor(total / 60_000);
  const seconds = ((total % 60_000) / 1000).toFixed(3);
  return minutes > 0 ? `+${minutes}:${seconds.padStart(6, '0')}` : `+${seconds} s`;
}

/** The status and, for a car not classified, why (the results file's words when it gave them). */
export function classificationStatusText(row: Pick<ClassificationRow, 'status' | 'reason'>): string {
  const label = CLASSIFICATION_STATUS_LABELS[row.status];
  return row.reason && row.status !== 'classified' && row.status !== 'running'
    ? `${label} (${row.reason})`
    : label;
}
