import { formatLongDateTimeAt } from './dates.ts';

/** The long form of the session reports (spec part 2 §9): "samedi 14 juin 2025 à 16:00"; "-" if no date. */
export function formatLongDateTime(value: string | null | undefined, timeZone?: string): string {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? '-' : formatLongDateTimeAt(time, timeZone);
}
