/** The first wait before a dead service is started again. */
const FIRST_RESTART_DELAY_MS = 1000;
/** The longest wait, however often the service keeps dying. */
const MAX_RESTART_DELAY_MS = 30_000;
/** A service that stayed up this long is taken as healthy again: its next death waits the first delay. */
const HEALTHY_AFTER_MS = 60_000;

/**
 * The wait before starting again a service that died after `upMs` up, the previous wait having been
 * `previousMs` (null before its first death): doubling while it keeps dying soon after starting, so that
 * a service that cannot start does not spin, and back to the first once it has held a minute.
 */
export function restartDelay(previousMs: number | null, upMs: number): number {
  if (previousMs === null || upMs >= HEALTHY_AFTER_MS) return FIRST_RESTART_DELAY_MS;
  return Math.min(previousMs * 2, MAX_RESTART_DELAY_MS);
}
