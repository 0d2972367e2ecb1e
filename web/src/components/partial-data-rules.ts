import { formatRaceTime } from '@lemans/contract/timing';
import { t } from '../i18n/i18n.ts';

/**
 * The words of a session joined after the start: its figures run from the race time of its first data
 * (`partial_since_ms` in the API's answers), and so miss what came before.
 */
export function partialDataText(sinceMs: number | null | undefined): string | null {
  return sinceMs == null ? null : t('partial_data.since', { time: formatRaceTime(sinceMs) });
}
