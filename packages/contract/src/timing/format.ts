import { HOUR_MS } from './hour.ts';

/**
 * Timing strings as the organiser and Al Kamel write them ("51.908", "3:26.063", "1:16:20.298") and back.
 * Integer milliseconds everywhere: sums of floating seconds drift.
 */

const DURATION = /^(?:(?:(\d+):)?(\d{1,2}):)?(\d{1,2})(?:\.(\d{1,3}))?$/;

/** Parses "ss.fff", "m:ss.fff" or "h:mm:ss.fff" into milliseconds; null when the text is not a duration. */
export function parseDuration(text: string): number | null {
  const match = DURATION.exec(text.trim());
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0', fraction = ''] = match;
  const ms = Number(fraction.padEnd(3, '0'));
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + ms;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Lap or sector time: "33.110", "3:26.063", "1:16:20.298". */
export function formatLapTime(ms: number): string {
  const total = Math.round(ms);
  const fraction = pad(total % 1000, 3);
  const seconds = Math.floor(total / 1000) % 60;
  const minutes = Math.floor(total / 60_000) % 60;
  const hours = Math.floor(total / HOUR_MS);
  if (hours > 0) return `${hours}:${pad(minutes, 2)}:${pad(seconds, 2)}.${fraction}`;
  if (minutes > 0) return `${minutes}:${pad(seconds, 2)}.${fraction}`;
  return `${seconds}.${fraction}`;
}

/**
 * A duration or race time written whole, for a spreadsheet: "0:01:06.899", "24:02:54.000", "-0:00:01.250"
 * (hours unpadded and unbounded, always minutes, seconds and milliseconds), so that every cell of a column
 * reads the same way and a spreadsheet can take it as a duration.
 */
export function formatFullDuration(ms: number): string {
  const total = Math.round(Math.abs(ms));
  const sign = ms < 0 && total > 0 ? '-' : '';
  const hours = Math.floor(total / HOUR_MS);
  return `${sign}${hours}:${pad(Math.floor(total / 60_000) % 60, 2)}:${pad(Math.floor(total / 1000) % 60, 2)}.${pad(total % 1000, 3)}`;
}

/**
 * Race clock: "23:45:00" (hours may exceed 24 after the finish), whole seconds rounded down (a slider
 * never shows a second not yet reached), never before the start. Browser-safe: the site imports this file
 * as `@lemans/contract/timing`, so that what a visitor types or shares is read as the API reads it.
 */
export function formatRaceTime(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  return `${pad(Math.floor(totalSeconds / 3600), 2)}:${pad(Math.floor(totalSeconds / 60) % 60, 2)}:${pad(totalSeconds % 60, 2)}`;
}

/** Parses a race time "hh:mm:ss" (or "hh:mm:ss.fff") into milliseconds; null when malformed. */
export function parseRaceTime(text: string): number | null {
  const match = /^(\d{1,3}):([0-5]\d):([0-5]\d)(?:\.(\d{1,3}))?$/.exec(text.trim());
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0', fraction = ''] = match;
  return (
    ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + Number(fraction.padEnd(3, '0'))
  );
}

/** Number of laps behind, as the organiser writes it: "1 Lap", "3 Laps". */
export function formatLapsBehind(laps: number): string {
  return laps === 1 ? '1 Lap' : `${laps} Laps`;
}

/** Laps behind in the organiser's wording ("1 Lap", "3 Laps", case and spaces aside); 0 for a time or none. */
export function parseLapsBehind(text: string): number {
  const match = /^(\d+)\s*laps?$/i.exec(text.trim());
  return match ? Number(match[1]) : 0;
}
