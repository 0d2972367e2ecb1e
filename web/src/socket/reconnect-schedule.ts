/**
 * When the socket tries again after losing its connection. First the spec's 3 attempts 1000 ms apart (spec
 * part 1 §7 and §9), which cover a blip; then, for as long as the page is open, waits doubling from 2 s to
 * 30 s, so that a realtime server back after minutes finds every page coming back, but spread out rather
 * than all at the same instant: each wait is drawn between half and all of its step ("equal jitter").
 */

export const QUICK_ATTEMPTS = 3;
export const QUICK_DELAY_MS = 1000;
export const BACKOFF_FIRST_MS = 2000;
export const BACKOFF_CAP_MS = 30_000;

/**
 * The wait before attempt `attempt` (1 for the first after the loss), `random` in [0, 1) (Math.random on
 * the page).
 */
export function reconnectDelayMs(attempt: number, random: number): number {
  if (attempt <= QUICK_ATTEMPTS) return QUICK_DELAY_MS;
  const step = Math.min(BACKOFF_CAP_MS, BACKOFF_FIRST_MS * 2 ** (attempt - QUICK_ATTEMPTS - 1));
  return Math.round(step / 2 + (random * step) / 2);
}
