import { DAY_MS } from '@lemans/contract/timing';
import { isCurrentSection } from './nav-links.ts';

/** A dismissed bubble stays hidden for 24 hours, then comes back (spec part 1 §2). */
export const BUBBLE_HIDDEN_MS = DAY_MS;

/**
 * Whether a bubble shows, given the stored dismissal time (ms since the epoch, as text) and the page clock.
 * A missing or unreadable value shows it. The page clock ticks once a second, so a fresh dismissal may lie
 * slightly ahead of it; one more than 24 hours ahead can only come from a clock set back, and shows it.
 */
export function isBubbleVisible(dismissedAt: string | null, now: number): boolean {
  const since = now - Number(dismissedAt);
  if (dismissedAt === null || !Number.isFinite(since)) return true;
  return Math.abs(since) >= BUBBLE_HIDDEN_MS;
}

/**
 * Whether the bubbles may float over the page (from 768 px): not on the live pages, whose ranking, running
 * order and map fill the screen and would lie under them; there they stay docked at the end of the page,
 * just above the footer.
 */
export function mayBubblesFloat(path: string): boolean {
  return !isCurrentSection('/live', path);
}
