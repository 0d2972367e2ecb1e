import type { LiveAlert, LiveFrame } from '@lemans/contract';
import { t } from '../i18n/i18n.ts';

/**
 * The TV delay's rules, pure: the delays a fan can choose, how the field and the stored value are read, how
 * a delay is written, which alerts a delayed page may show, and the delay that puts the page in step with the
 * TV picture when the fan sees the leader cross the line.
 */

export const MAX_TV_DELAY_MS = 300_000;
const MAX_TV_DELAY_S = MAX_TV_DELAY_MS / 1000;

export const TV_DELAY_PRESETS_MS = [0, 10_000, 30_000, 60_000, 120_000, 300_000] as const;

/** A delay within 0 to 5 min, in whole seconds (what the field and the sync give); 0 when not a number. */
export function clampTvDelay(ms: number): number {
  if (!Number.isFinite(ms)) return 0;
  return Math.min(MAX_TV_DELAY_MS, Math.max(0, Math.round(ms / 1000) * 1000));
}

/** The delay kept by the browser (ms); anything unreadable is no delay. */
export function storedTvDelayOf(text: string | null): number {
  return text === null || !/^\d+$/.test(text) ? 0 : clampTvDelay(Number(text));
}

export type DelayInput = { ok: true; ms: number } | { ok: false; error: string };

/** The delay a fan typed, in seconds: a whole number from 0 to 300, or an error in the page's language. */
export function delayInputOf(text: string): DelayInput {
  const typed = text.trim();
  if (!/^\d{1,3}$/.test(typed) || Number(typed) > MAX_TV_DELAY_S) {
    return {
      ok: false,
      error:
        typed === ''
          ? t('tv_delay.error_empty', { max: MAX_TV_DELAY_S })
          : t('tv_delay.error_value', { typed, max: MAX_TV_DELAY_S }),
    };
  }
  return { ok: true, ms: Number(typed) * 1000 };
}

/** "En direct", "30 s", "1 min", "1 min 30 s". */
export function tvDelayText(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds <= 0) return t('tv_delay.live');
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return t('format.seconds', { seconds: rest });
  return rest === 0
    ? t('format.minutes', { minutes })
    : t('format.minutes_seconds', { minutes, seconds: rest });
}

/**
 * The alerts a page delayed to race time `shownElapsedS` may show: none later than that moment (their
 * `race_time` is in ms), and none at all while no moment is shown yet (an alert must not spoil the picture).
 */
export function alertsReachedBy<Alert extends LiveAlert>(
  alerts: readonly Alert[],
  shownElapsedS: number | null,
): Alert[] {
  if (shownElapsedS === null) return [];
  return alerts.filter((alert) => alert.race_time <= shownElapsedS * 1000);
}

/**
 * When the frame in which the leader completed its latest lap was received: the leader's lap count is
 * followed frame by frame, and each time it grows the frame's receipt is kept. The first frame of a session
 * says nothing (the lap may have been completed long before it).
 */
export class LeaderLapClock {
  #sessionId: string | null = null;
  #laps: number | null = null;
  #lapReceivedAtMs: number | null = null;

  note(frame: Partial<LiveFrame>, receivedAtMs: number): void {
    const leader = frame.data?.find((row) => row.ranking === 1) ?? frame.data?.[0];
    if (!leader) return;
    const sessionId = frame.session_id ?? null;
    if (sessionId !== this.#sessionId) {
      this.#sessionId = sessionId;
      this.#laps = null;
      this.#lapReceivedAtMs = null;
    }
    if (this.#laps !== null && leader.lap_count > this.#laps) this.#lapReceivedAtMs = receivedAtMs;
    if (this.#laps === null || leader.lap_count > this.#laps) this.#laps = leader.lap_count;
  }

  /** When the leader's latest lap was received; null until a lap is seen completed. */
  get lapReceivedAtMs(): number | null {
    return this.#lapReceivedAtMs;
  }
}

/**
 * The delay that shows the leader crossing the line when the TV does: the time between the frame of its
 * latest lap and the fan's press, within 0 to 5 min. Null when no lap has been seen completed.
 */
export function syncedTvDelayOf(pressedAtMs: number, lapReceivedAtMs: number | null): number | null {
  return lapReceivedAtMs === null ? null : clampTvDelay(pressedAtMs - lapReceivedAtMs);
}
