import type { ClassificationStatus } from '@lemans/contract';
import { t } from '../../../i18n/i18n.ts';

/** Not classified, retired or disqualified. */
export type UnplacedStatus = Exclude<ClassificationStatus, 'running' | 'classified'>;

/** What the position column says of a car not placed (its abbreviation), and what it means. */
export function unplacedTextsOf(status: UnplacedStatus): { short: string; long: string } {
  switch (status) {
    case 'NC':
      return { short: t('unplaced.nc'), long: t('unplaced.nc_long') };
    case 'DNF':
      return { short: t('unplaced.dnf'), long: t('unplaced.dnf_long') };
    case 'DSQ':
      return { short: t('unplaced.dsq'), long: t('unplaced.dsq_long') };
  }
}
