import { effect } from '@preact/signals-react';
import { getJson } from '../api/http.ts';
import { sessionQueryOf } from './follow-rules.ts';
import { followedSessionId } from './followed-session.ts';
import { momentQuery, momentSession } from './shown-moment.ts';
import { withMomentQuery } from './shown-moment-rules.ts';

/**
 * What the stores of race control's words (the banner's alerts, the race-control log) share: the one API path
 * of what is shown, the answer dropped when what is shown changed while it came, and the two moments they
 * follow (another session: clear; the moment moved: load).
 */

/** `base` at the moment shown, else for the followed session (the current one when none is chosen). */
export function pathOfShown(base: string): string {
  const query = momentQuery.peek();
  if (query) return withMomentQuery(base, query);
  return `${base}${sessionQueryOf(followedSessionId.peek())}`;
}

/**
 * GET of `base` for what is shown; null when another session or moment is shown by the time it answers (it
 * would show another race's words). Throws as getJson does.
 */
export async function getForShown<T>(base: string): Promise<{ body: T } | null> {
  const sessionId = followedSessionId.peek();
  const path = pathOfShown(base);
  const body = await getJson<T>(path);
  if (followedSessionId.peek() !== sessionId || pathOfShown(base) !== path) return null;
  return { body };
}

/** Clears when another session is followed, loads now and whenever the moment moves; returns the stop. */
export function followShown({ clear, load }: { clear: () => void; load: () => void }): () => void {
  const stopSession = effect(() => {
    followedSessionId.value;
    momentSession.value;
    clear();
  });
  const stopMoment = effect(() => {
    followedSessionId.value;
    momentQuery.value;
    load();
  });
  return () => {
    stopSession();
    stopMoment();
  };
}
