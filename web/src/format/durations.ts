/** A session's length as the reports show it (spec part 2 §9): "Xh Ym Zs", or "Ym Zs" under an hour. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds == null || !(seconds > 0)) return '-';
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor(whole / 60) % 60;
  const rest = `${minutes}m ${whole % 60}s`;
  return hours > 0 ? `${hours}h ${rest}` : rest;
}
