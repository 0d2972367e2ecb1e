import type { Session } from '../api/types.ts';

/**
 * The current session (spec part 1 §3): one holding data is preferred, an active one before an inactive
 * one; with no data anywhere, the active session, else the first listed (the API lists newest first).
 */
export function pickCurrentSession(list: readonly Session[]): Session | null {
  const score = (session: Session) => (session.data_count > 0 ? 2 : 0) + (session.active ? 1 : 0);
  let best: Session | null = null;
  for (const session of list) if (!best || score(session) > score(best)) best = session;
  return best;
}
