import type { ClassificationRow, ClassificationStatus } from '@lemans/race/contract';
import type { CoreMessageId } from '../../i18n/catalog-types.ts';
import { t } from '../../i18n/i18n.ts';

/** The report's classification, in the page's language. */

const CLASSIFICATION_STATUS_LABELS: Record<ClassificationStatus, CoreMessageId> = {
  running: 'car_state.running',
  classified: 'report.status.classified',
  NC: 'unplaced.nc_long',
  DNF: 'unplaced.dnf_long',
  DSQ: 'unplaced.dsq_long',
};

/** The position column: the place, or what the car is when it has none. */
export function classificationPlaceText(row: Pick<ClassificationRow, 'position' | 'status'>): string {
  if (row.position !== null) return String(row.position);
  return row.status === 'DNF'
    ? t('unplaced.dnf')
    : row.status === 'running' || row.status === 'classified'
      ? '-'
      : row.status;
}

/** A gap as the officials write it: laps when behind by laps, else the time on the same lap, to the ms. */
export function classificationGapText(laps: number | null, ms: number | null): string {
  if (laps !== null && laps > 0) return t('ranking.gap_laps', { count: laps });
  if (ms === null) return '';
  const total = Math.round(ms);
  const minutes = Math.floor(total / 60_000);
  const seconds = ((total % 60_000) / 1000).toFixed(3);
  return minutes > 0 ? `+${minutes}:${seconds.padStart(6, '0')}` : `+${seconds} s`;
}

/** The status and, for a car not classified, why (the results file's words when it gave them). */
export function classificationStatusText(row: Pick<ClassificationRow, 'status' | 'reason'>): string {
  const label = t(CLASSIFICATION_STATUS_LABELS[row.status]);
  return row.reason && row.status !== 'classified' && row.status !== 'running'
    ? `${label} (${row.reason})`
    : label;
}
