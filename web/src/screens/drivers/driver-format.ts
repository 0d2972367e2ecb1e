/** Times and speeds of the driver and car pages (spec part 2 §9). */
import { formatLapTimeHundredths, formatSector, formatSpeed } from '../../format/lap-details.ts';

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Lap time "m:ss.cc" from milliseconds; "-" when empty or zero. */
export const formatDriverLapTime = formatLapTimeHundredths;
export { formatSector, formatSpeed };

/** Gap to the leader: under 1 s "+x.x s", under a minute "+Ns", otherwise "+m:ss"; "" for none. */
export function formatDriverGap(ms: number | null | undefined): string {
  if (ms == null || !(ms > 0)) return '';
  if (ms < 1000) return `+${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `+${seconds}s`;
  return `+${Math.floor(seconds / 60)}:${pad(seconds % 60)}`;
}

const dateTime = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "dd/MM/yyyy HH:mm"; "-" when the text is not a date. */
export function formatDateTime(value: string | null | undefined): string {
  const time = value ? Date.parse(value) : Number.NaN;
  return Number.isNaN(time) ? '-' : dateTime.format(time).replace(',', '');
}

const SESSION_TYPES: Record<string, string> = {
  practice: 'Essais',
  qualifying: 'Qualifications',
  warmup: 'Warm-up',
  race: 'Course',
};

/** French session type label; the raw type when unknown. */
export function sessionTypeLabel(type: string): string {
  return SESSION_TYPES[type.toLowerCase()] ?? type;
}
