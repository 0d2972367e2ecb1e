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

/**
 * Gap to the leader with its tenths, as an analyst reads it: "+0.5 s", "+12.9 s", "+1:15.0"; "-" for none.
 * (The specification rounds to the second above 1 s; a battle is decided in the tenths.)
 */
export function formatLapGap(ms: number | null | undefined): string {
  if (ms == null || !(ms > 0)) return '-';
  const tenths = Math.round(ms / 100);
  if (tenths < 600) return `+${(tenths / 10).toFixed(1)} s`;
  const minutes = Math.floor(tenths / 600);
  const seconds = (tenths % 600) / 10;
  return `+${minutes}:${seconds.toFixed(1).padStart(4, '0')}`;
}

/** A position "P3"; "-" when there is none. */
export function formatPosition(position: number | null | undefined): string {
  return position ? `P${position}` : '-';
}
