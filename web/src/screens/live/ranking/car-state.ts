import type { CoreMessageId } from '../../../i18n/catalog-types.ts';
import { t } from '../../../i18n/i18n.ts';
import { nameOf } from '../../../i18n/texts-of.ts';

/** Car state labels of the ranking (spec part 1 §4); our feed's extra states get their labels too. */
const LABELS: Record<string, CoreMessageId> = {
  Running: 'car_state.running',
  OnTrack: 'car_state.on_track',
  InPit: 'car_state.in_pit',
  Stopped: 'car_state.stopped',
  Retired: 'car_state.retired',
  Finished: 'car_state.finished',
  Disqualified: 'car_state.disqualified',
};

/** A car's state in the page's language; a state the site does not know is shown as the feed says it. */
export function carStateLabel(state: string | null | undefined): string {
  return state ? nameOf(LABELS, state) : t('car_state.unknown');
}

/** Badge colour of a position: 1 gold, 2 silver, 3 bronze, up to 10 green. */
export function rankBadge(ranking: number): 'gold' | 'silver' | 'bronze' | 'top10' | 'plain' {
  if (ranking === 1) return 'gold';
  if (ranking === 2) return 'silver';
  if (ranking === 3) return 'bronze';
  if (ranking > 0 && ranking <= 10) return 'top10';
  return 'plain';
}
