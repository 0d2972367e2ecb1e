import { computed, signal } from '@preact/signals-react';
import type { Following } from './follow-rules.ts';

/**
 * What the live model, the weather feed and the socket follow. The ranking page sets it from its address
 * (`?session=` and `&t=`) and puts it back to the current session when it is left, so that every other page
 * and the banner show the live session.
 */

/** The chosen session; null for the current (live) one. */
export const followedSessionId = signal<string | null>(null);
/** True while the ranking page shows a past moment: the socket and the polls leave the model alone. */
export const timeTravelling = signal(false);

export const following = computed<Following>(() => ({
  sessionId: followedSessionId.value,
  travelling: timeTravelling.value,
}));
