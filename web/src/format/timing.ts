import { HOUR_MS } from '@lemans/contract/timing';
import { t } from '../i18n/i18n.ts';

/**
 * Times as the live pages show them (spec part 1 §9). Pure functions: the same value always gives the
 * same text in the page's language, whatever the page.
 */

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * Lap time "m:ss.mmm", "h:mm:ss.mmm" from an hour (a lap through a red flag or a long repair); "-" when
 * there is none.
 */
export function formatLapTime(ms: number | null | undefined): string {
  if (ms == null || !(ms > 0)) return '-';
  const total = Math.round(ms);
  const hours = Math.floor(total / HOUR_MS);
  const minutes = Math.floor(total / 60_000) % 60;
  const seconds = Math.floor(total / 1000) % 60;
  const clock = `${pad(seconds)}.${pad(total % 1000, 3)}`;
  return hours > 0 ? `${hours}:${pad(minutes)}:${clock}` : `${minutes}:${clock}`;
}

/** Gap to the leader: "+m:ss.s" over a minute, else "+s.sss s"; "" for the leader. */
export function formatGap(ms: number | null | undefined): string {
  if (ms == null || !(ms > 0)) return '';
  if (ms > 60_000) {
    const tenths = Math.round(ms / 100);
    const minutes = Math.floor(tenths / 600);
    const seconds = (tenths % 600) / 10;
    return `+${minutes}:${seconds.toFixed(1).padStart(4, '0')}`;
  }
  return `+${(ms / 1000).toFixed(3)} s`;
}

/** Remaining time: "h mm:ss" above an hour, "m:ss" above a minute, else seconds followed by "s". */
export function formatRemaining(seconds: number | null | undefined): string {
  if (seconds == null || !(seconds > 0)) return '';
  const whole = Math.floor(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor(whole / 60) % 60;
  const s = whole % 60;
  if (whole >= 3600) return `${h}h ${pad(m)}:${pad(s)}`;
  if (whole >= 60) return `${m}:${pad(s)}`;
  return `${s}s`;
}

/** A weather reading to one decimal, or null when it does not parse as a number. */
export function formatReading(value: unknown): string | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(number) ? number.toFixed(1) : null;
}

/** Countdown to a start: "{d}j {h}h", "{h}h {m}min" or "{m}min"; "Démarré" once reached. */
export function formatCountdown(ms: number): string {
  if (ms <= 0) return t('countdown.started');
  const minutes = Math.floor(ms / 60_000);
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor(minutes / 60) % 24;
  if (days > 0) return t('countdown.days_hours', { days, hours });
  if (hours > 0) return t('countdown.hours_minutes', { hours, minutes: minutes % 60 });
  return t('countdown.minutes', { minutes });
}
