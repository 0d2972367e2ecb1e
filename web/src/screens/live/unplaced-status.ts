import type { ClassificationStatus } from '@lemans/race/analysis';

/** Not classified, retired or disqualified. */
export type UnplacedStatus = Exclude<ClassificationStatus, 'running' | 'classified'>;

/** What the position column says of a car not placed, and what it means. */
export const UNPLACED_TEXTS = {
  NC: { short: 'NC', long: 'Non classée' },
  DNF: { short: 'Ab.', long: 'Abandon' },
  DSQ: { short: 'DSQ', long: 'Disqualifiée' },
} as const;
