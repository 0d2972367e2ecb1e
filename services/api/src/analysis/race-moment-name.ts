/**
 * A moment of the race as a file name gives it: "H+14h10" (14 hours 10 minutes of racing), with its seconds
 * when it has some ("H+14h10m05s"). Race time, counted from the start, and said so: a race started at 16:00
 * is at H+14h10 at 06:10 the next morning, and « 14h10 » alone would read as the clock. Letters, digits and
 * "+" only: safe on any file system. The rows give the moment to the millisecond.
 */
export function raceMomentName(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = String(Math.floor(seconds / 60) % 60).padStart(2, '0');
  const rest = seconds % 60;
  return `H+${hours}h${minutes}${rest === 0 ? '' : `m${String(rest).padStart(2, '0')}s`}`;
}
