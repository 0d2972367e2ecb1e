import type { ClassificationRow, ClassificationStatus } from '@lemans/contract';
import type { CoreMessageId } from '../../i18n/catalog-types.ts';
import { t } from '../../i18n/i18n.ts';
import { subclassKeyOf, viewTextOf } from '../live/ranking/subclass-view.ts';

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

/** A car's class as the officials classify it: « LMP2 Pro-Am » for a car of a sub-class, else its class. */
export function classificationClassText(row: Pick<ClassificationRow, 'category' | 'subclass'>): string {
  const key = subclassKeyOf({ category_label: row.category, subclass: row.subclass });
  return key === null ? row.category : viewTextOf(key);
}

export interface ClassWinner {
  /** The class or sub-class, as the page writes it. */
  name: string;
  number: string;
  team: string;
}

/** The first of each class, then of each sub-class after its class's, in the classification's order. */
export function classWinnersOf(
  rows: readonly Pick<
    ClassificationRow,
    'participant_number' | 'team' | 'category' | 'subclass' | 'class_position' | 'subclass_position'
  >[],
): ClassWinner[] {
  const winners: ClassWinner[] = [];
  for (const row of rows) {
    if (row.class_position !== 1) continue;
    winners.push({ name: row.category, number: row.participant_number, team: row.team });
    const subclassWinners = rows.filter(
      (other) => other.category === row.category && other.subclass_position === 1,
    );
    for (const winner of subclassWinners) {
      winners.push({
        name: classificationClassText(winner),
        number: winner.participant_number,
        team: winner.team,
      });
    }
  }
  return winners;
}
