import { formatRaceTime, parseRaceTime } from '@lemans/race/timing';

/**
 * What the ranking page's address says (`/live/classement?session=<id>&t=<hh:mm:ss>`): the session followed
 * (the current one without `session`) and, with `t`, the moment of the race shown instead of the live state.
 * A shared address opens the same view.
 */

export const RANKING_PATH = '/live/classement';

export interface RankingView {
  /** null: the current (live) session. */
  session: string | null;
  /** Race time shown, in ms; null: the session as it runs. */
  at: number | null;
}

/** Session ids are ingest's own; anything else cannot name one and is ignored. */
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function rankingViewOf(search: string): RankingView {
  const params = new URLSearchParams(search);
  const session = params.get('session');
  const chosen = session !== null && SESSION_ID.test(session) ? session : null;
  const t = params.get('t');
  // A moment needs a session: the current session changes from one weekend to the next, a shared moment must not.
  const at = chosen !== null && t !== null ? parseRaceTime(t) : null;
  return { session: chosen, at };
}

/** The address of a view; `t` in whole seconds. */
export function rankingHrefOf(view: RankingView): string {
  const params = new URLSearchParams();
  if (view.session) params.set('session', view.session);
  if (view.session && view.at !== null) params.set('t', formatRaceTime(view.at));
  const search = params.toString().replaceAll('%3A', ':');
  return search ? `${RANKING_PATH}?${search}` : RANKING_PATH;
}

/** The ranking of a session replayed from its start (the reports' 'Rejouer'). */
export const replayHrefOf = (sessionId: string) => rankingHrefOf({ session: sessionId, at: 0 });
