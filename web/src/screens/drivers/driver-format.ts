/** Times and speeds of the driver and car pages (spec part 2 §9). */

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Lap time "m:ss.cc" from milliseconds; "-" when empty or zero. */
export function formatDriverLapTime(ms: number | null | undefined): string {
  if (ms == null || !(ms > 0)) return '-';
  const hundredths = Math.round(ms / 10);
  const minutes = Math.floor(hundredths / 6000);
  const seconds = Math.floor(hundredths / 100) % 60;
  return `${minutes}:${pad(seconds)}.${pad(hundredths % 100)}`;
}

/** Sector time in seconds with 3 decimals ("32.145"); "-" when empty or zero. */
export function formatSector(ms: number | null | undefined): string {
  if (ms == null || !(ms > 0)) return '-';
  return (ms / 1000).toFixed(3);
}

/** Speed "km/h" with one decimal; "-" when empty or zero. */
export function formatSpeed(kmh: number | null | undefined): string {
  if (kmh == null || !(kmh > 0)) return '-';
  return `${kmh.toFixed(1)} km/h`;
}

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
