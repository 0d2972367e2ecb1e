import { formatRaceTime, parseRaceTime } from '@lemans/race/timing';

/**
 * What the ranking page's address says (`/live/classement?session=<id>&t=<hh:mm:ss>&categorie=<classe>`): the
 * session followed (the current one without `session`), with `t` the moment of the race shown instead of the
 * live state, and with `categorie` the one class shown. A shared address opens the same view.
 */

export const RANKING_PATH = '/live/classement';

export interface RankingView {
  /** null: the current (live) session. */
  session: string | null;
  /** Race time shown, in ms; null: the session as it runs. */
  at: number | null;
  /** The class shown, as categorySlugOf writes it; null: every class. */
  category: string | null;
}

/** A link names the session and moment; it keeps the view's class when it gives one. */
export type RankingLink = Pick<RankingView, 'session' | 'at'> & Partial<Pick<RankingView, 'category'>>;

/** Session ids are ingest's own; anything else cannot name one and is ignored. */
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;
const CATEGORY = /^[a-z0-9-]{1,32}$/;

/** How a class is named in the address: 'LMP2' → 'lmp2'. */
export function categorySlugOf(label: string): string {
  return label.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-');
}

export function rankingViewOf(search: string): RankingView {
  const params = new URLSearchParams(search);
  const session = params.get('session');
  const chosen = session !== null && SESSION_ID.test(session) ? session : null;
  const t = params.get('t');
  // A moment needs a session: the current session changes from one weekend to the next, a shared moment must not.
  const at = chosen !== null && t !== null ? parseRaceTime(t) : null;
  const category = params.get('categorie');
  return { session: chosen, at, category: category !== null && CATEGORY.test(category) ? category : null };
}

/** The address of a view; `t` in whole seconds. */
export function rankingHrefOf(view: RankingLink): string {
  const params = new URLSearchParams();
  if (view.session) params.set('session', view.session);
  if (view.session && view.at !== null) params.set('t', formatRaceTime(view.at));
  if (view.category) params.set('categorie', view.category);
  const search = params.toString().replaceAll('%3A', ':');
  return search ? `${RANKING_PATH}?${search}` : RANKING_PATH;
}

/** The ranking of a session replayed from its start (the reports' 'Rejouer'). */
export const replayHrefOf = (sessionId: string) => rankingHrefOf({ session: sessionId, at: 0 });
