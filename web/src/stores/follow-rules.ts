/**
 * Which session the public pages follow, as pure rules: the current (live) one by default, or one chosen on
 * the ranking page (a replay running beside it), either as it runs or at a moment of the past.
 */

/** The chosen session (null for the current one) and whether a past moment is shown. */
export interface Following {
  sessionId: string | null;
  travelling: boolean;
}

/**
 * The socket room that serves what is followed: the current session's room (no id), the chosen session's,
 * or none while a past moment is shown (the frames come from the API then).
 */
export function socketRoomOf(following: Following): { sessionId: string | undefined } | null {
  if (following.travelling) return null;
  return { sessionId: following.sessionId ?? undefined };
}

/**
 * Whether a live-update frame belongs to what is followed. Frames of another room can still arrive for a
 * moment after a switch (sent before the server saw the change); they must not mix two sessions' data.
 */
export function frameIsFollowed(frameSessionId: unknown, following: Following): boolean {
  if (following.travelling) return false;
  if (following.sessionId === null || typeof frameSessionId !== 'string') return true;
  return frameSessionId === following.sessionId;
}

/** The query that names the followed session to /api/live and /api/weather ("" for the current one). */
export function sessionQueryOf(sessionId: string | null): string {
  return sessionId ? `?sessionId=${encodeURIComponent(sessionId)}` : '';
}
