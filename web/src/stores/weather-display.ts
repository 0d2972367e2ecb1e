import type { SessionWeather } from '@lemans/race';
import { formatReading, formatRemaining } from '../format/timing.ts';

/**
 * What the weather and session feed shows (spec part 1 §5), as pure functions. The feed may carry 'N/A' or
 * non-numeric text where the organiser has no value, so every field is checked before it is shown; a
 * hidden value is null.
 */

export interface WeatherDisplay {
  airTemperature: string | null;
  trackTemperature: string | null;
  humidity: string | null;
  pressure: string | null;
  windSpeed: string | null;
  windDirection: string | null;
  sessionName: string | null;
  raceState: string | null;
  safetyCar: string | null;
  /** "h mm:ss", "m:ss" or "Ns". */
  remaining: string | null;
  /** Percentage to one decimal. */
  progress: string | null;
}

/** The feed as it may arrive: any field can be absent or hold text. */
export type WeatherFeed = Partial<Record<keyof SessionWeather, unknown>>;

const NOT_AVAILABLE = 'N/A';

/** A text field, hidden when empty or 'N/A'. */
export function shownText(value: unknown, hidden: readonly string[] = [NOT_AVAILABLE]): string | null {
  if (typeof value !== 'string') return null;
  const text = value.trim();
  return text === '' || hidden.includes(text) ? null : text;
}

/** A number (or numeric text) above zero, else null. */
export function positiveNumber(value: unknown): number | null {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : Number.NaN;
  return Number.isFinite(number) && number > 0 ? number : null;
}

export function weatherDisplayOf(feed: WeatherFeed | null): WeatherDisplay | null {
  if (!feed) return null;
  const remaining = positiveNumber(feed.remaining_time);
  const progress = positiveNumber(feed.percent_progress);
  return {
    airTemperature: formatReading(feed.air_temperature),
    trackTemperature: formatReading(feed.track_temperature),
    humidity: formatReading(feed.humidity),
    pressure: formatReading(feed.pressure),
    windSpeed: formatReading(feed.wind_speed),
    windDirection: formatReading(feed.wind_direction),
    sessionName: shownText(feed.session_name),
    raceState: shownText(feed.race_state),
    safetyCar: shownText(feed.safety_car, [NOT_AVAILABLE, 'No']),
    remaining: remaining === null ? null : formatRemaining(remaining),
    progress: progress === null ? null : progress.toFixed(1),
  };
}

/**
 * Seconds left now, counted down from the feed's value since it was received, so that the banner's clock
 * moves every second between two polls. Null once nothing is left.
 */
export function remainingAt(remainingSeconds: unknown, receivedAt: number, now: number): number | null {
  const remaining = positiveNumber(remainingSeconds);
  if (remaining === null) return null;
  const left = remaining - Math.max(0, now - receivedAt) / 1000;
  return left > 0 ? left : null;
}
