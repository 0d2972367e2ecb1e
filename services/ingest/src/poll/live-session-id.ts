import type { ParsedSnapshot } from '@lemans/race';

/*
 * The sessions of ours that the live feed's documents go to. The organiser's own documents go to the session
 * of its number ("4242"): there, a document older than what the session holds is the organiser's glitch, and
 * is ignored. A start of our feed marks its documents with its run and gets a session of its own
 * ("4242-3f9a1c2e"): each start plays the recorded race afresh, from a race time of its own, and a session's
 * events only move forward in race time (as a replay's seek backwards starts a new run in a new session).
 */

/** Our session for a document of the live feed. */
export function sessionIdOf({ session }: ParsedSnapshot): string {
  const organiser = String(session.organiserId);
  return session.run === null ? organiser : `${organiser}-${session.run.id}`;
}

/** Whether a session of ours is one the live feed made for that organiser session: its own, or a run's. */
export function isLiveSessionOf(organiserId: number, sessionId: string): boolean {
  const organiser = String(organiserId);
  if (sessionId === organiser) return true;
  return (
    sessionId.startsWith(`${organiser}-`) && /^[A-Za-z0-9]+$/.test(sessionId.slice(organiser.length + 1))
  );
}
