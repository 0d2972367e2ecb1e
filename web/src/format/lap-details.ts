/** Times and speeds of the team, driver and car pages (spec part 2 §9). */

const pad = (value: number) => String(value).padStart(2, '0');

/** Lap time "m:ss.cc" from milliseconds; "-" when empty or zero. */
export function formatLapTimeHundredths(ms: number | null | undefined): string {
  if (ms == null || !(ms > 0)) return '-';
  const hundredths = Math.round(ms / 10);
  const minutes = Math.floor(hundredths / 6000);
  const seconds = Math.floor(hundredths / 100) % 60;
  return `${minutes}:${pad(seconds)}.${pad(hundredths % 100)}`;
}

/** Sector time in seconds with 3 decimals ("32.145"); "-" when empty or zero. */
export function formatSector(ms: number | null | undefined): string {
  return ms == null || !(ms > 0) ? '-' : (ms / 1000).toFixed(3);
}

/** Speed "km/h" with one decimal; "-" when empty or zero. */
export function formatSpeed(kmh: number | null | undefined): string {
  return kmh == null || !(kmh > 0) ? '-' : `${kmh.toFixed(1)} km/h`;
}

/** Gap to the leader: under 1 s "+x.x s", under a minute "+Ns", otherwise "+m:ss"; "-" for none. */
export function formatLapGap(ms: number | null | undefined): string {
  if (ms == null || !(ms > 0)) return '-';
  if (ms < 1000) return `+${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return `+${seconds}s`;
  return `+${Math.floor(seconds / 60)}:${pad(seconds % 60)}`;
}

/** A position "P3"; "-" when there is none. */
export function formatPosition(position: number | null | undefined): string {
  return position ? `P${position}` : '-';
}
