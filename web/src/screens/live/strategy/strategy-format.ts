import type { StrategyRow } from '@lemans/contract';
import { formatShare } from '../../../format/numbers.ts';
import { t } from '../../../i18n/i18n.ts';

/** The strategy view's figures, in the page's language. */

/** How often a live strategy is asked again: a car's stint moves a lap every three minutes or so. */
export const STRATEGY_REFRESH_MS = 15_000;

/**
 * The moment a strategy is asked for: none for a session followed as it runs (the API's latest), else the
 * race time shown, to the ten seconds below (a slider or the TV delay asks one address per ten seconds).
 */
export function strategyQueryOf(shownElapsedS: number | null): string {
  if (shownElapsedS === null || !Number.isFinite(shownElapsedS)) return '';
  return `?at=${Math.max(0, Math.floor(shownElapsedS / 10) * 10_000)}`;
}

/**
 * The stint so far: "7 t." and its time " (24 min)", or "aux stands" (the time then empty); null when the
 * stint began before the session saw the car, whose length the page must not guess.
 */
export function stintParts(
  row: Pick<StrategyRow, 'stint_laps' | 'stint_ms' | 'in_pit'>,
): [string, string] | null {
  if (row.in_pit) return [t('strategy.in_pit'), ''];
  if (row.stint_laps === null) return null;
  return [
    t('strategy.laps_short', { laps: row.stint_laps }),
    row.stint_ms === null ? '' : ` (${stintTime(row.stint_ms)})`,
  ];
}

/** "24 min", "1 h 02": a stint's time, to the minute below. */
function stintTime(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  return minutes >= 60
    ? t('strategy.hours_minutes', {
        hours: Math.floor(minutes / 60),
        minutes: String(minutes % 60).padStart(2, '0'),
      })
    : t('format.minutes', { minutes });
}

/** The next stop "tour 203" and its window " (202–205)"; "aucun" when the car owes no more. */
export function nextStopParts(
  row: Pick<
    StrategyRow,
    'next_stop_lap' | 'next_stop_window_from_lap' | 'next_stop_window_to_lap' | 'stops_owed'
  >,
): [string, string] {
  if (row.next_stop_lap === null) return [row.stops_owed === 0 ? t('strategy.no_stop') : '-', ''];
  const from = row.next_stop_window_from_lap;
  const to = row.next_stop_window_to_lap;
  return [
    t('strategy.lap', { lap: row.next_stop_lap }),
    from !== null && to !== null && from !== to ? ` (${from}–${to})` : '',
  ];
}

/** "+12.4 s", "−1:05.2": a pit-adjusted gap, negative when the car would be ahead once the stops even out. */
export function adjustedGapText(ms: number | null): string {
  if (ms === null) return '-';
  const sign = ms < 0 ? '−' : '+';
  const tenths = Math.round(Math.abs(ms) / 100);
  if (tenths < 600) return `${sign}${(tenths / 10).toFixed(1)} s`;
  const minutes = Math.floor(tenths / 600);
  return `${sign}${minutes}:${((tenths % 600) / 10).toFixed(1).padStart(4, '0')}`;
}

/** The places a car would gain (positive) or lose once the stops even out; null when it cannot be told. */
export function adjustedMove(
  row: Pick<StrategyRow, 'class_position' | 'pit_adjusted_class_position'>,
): number | null {
  return row.pit_adjusted_class_position === null
    ? null
    : row.class_position - row.pit_adjusted_class_position;
}

/** "1:12" for a stop's cost or a pace under an hour: minutes and seconds. */
export function shortDuration(ms: number | null): string {
  if (ms === null) return '-';
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The legend's word on the window: how often it holds the next stop ("80 %"), as measured on races the model
 * was not tuned on.
 */
export function windowLegendText(confidence: number): string {
  return t('strategy.legend_window', { share: formatShare(confidence) });
}
