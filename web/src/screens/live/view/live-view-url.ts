import { formatRaceTime, parseRaceTime } from '@lemans/contract/timing';

/**
 * What the address of a live page (the hub, the ranking, the circuit, the race-control log) says
 * (`/live/classement?session=<id>&t=<hh:mm:ss>&categorie=<classe>&vue=strategie`): the session followed (the
 * current one without `session`), with `t` the moment of the race shown instead of the live state, with
 * `categorie` the one class shown, and on the ranking `vue=strategie` its strategy view and `tri` the column its
 * table is sorted by (`tri=best-asc`, see ranking-sort.ts). A shared address
 * opens the same view; going from one page to the other keeps the session, moment and class.
 */

export const LIVE_HUB_PATH = '/live';
export const RANKING_PATH = '/live/classement';
export const CIRCUIT_PATH = '/live/circuit';
export const RACE_CONTROL_PATH = '/live/direction-de-course';
/** The live pages whose address names a session and a moment. */
export type LiveViewPath =
  | typeof LIVE_HUB_PATH
  | typeof RANKING_PATH
  | typeof CIRCUIT_PATH
  | typeof RACE_CONTROL_PATH;

export interface LiveView {
  /** null: the current (live) session. */
  session: string | null;
  /** Race time shown, in ms; null: the session as it runs. */
  at: number | null;
  /** The class shown, as categorySlugOf writes it; null: every class. */
  category: string | null;
  /** The ranking's strategy view rather than its table. */
  strategy: boolean;
  /** The ranking table's sort, as ranking-sort.ts reads it; null: the race's order. */
  sort: string | null;
}

/** A link names the session and moment; it keeps the view's class and the ranking's view when it gives them. */
export type LiveViewLink = Pick<LiveView, 'session' | 'at'> &
  Partial<Pick<LiveView, 'category' | 'strategy' | 'sort'>>;

/** The value of `vue` for the ranking's strategy view. */
const STRATEGY_VIEW = 'strategie';

/** Session ids are ingest's own; anything else cannot name one and is ignored. */
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;
const CATEGORY = /^[a-z0-9-]{1,32}$/;
const SORT = /^[a-z0-9-]{1,32}$/;

/** How a class is named in the address: 'LMP2' → 'lmp2'. */
export function categorySlugOf(label: string): string {
  return label.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-');
}

export function liveViewOf(search: string): LiveView {
  const params = new URLSearchParams(search);
  const session = params.get('session');
  const chosen = session !== null && SESSION_ID.test(session) ? session : null;
  const t = params.get('t');
  // A moment needs a session: the current session changes from one weekend to the next, a shared moment must not.
  const at = chosen !== null && t !== null ? parseRaceTime(t) : null;
  const category = params.get('categorie');
  const sort = params.get('tri');
  return {
    session: chosen,
    at,
    category: category !== null && CATEGORY.test(category) ? category : null,
    strategy: params.get('vue') === STRATEGY_VIEW,
    sort: sort !== null && SORT.test(sort) ? sort : null,
  };
}

/** The address of a view on the live page at `path`; `t` in whole seconds. */
export function liveViewHrefOf(path: LiveViewPath, view: LiveViewLink): string {
  const params = new URLSearchParams();
  if (view.session) params.set('session', view.session);
  if (view.session && view.at !== null) params.set('t', formatRaceTime(view.at));
  if (view.category) params.set('categorie', view.category);
  if (view.strategy) params.set('vue', STRATEGY_VIEW);
  if (view.sort) params.set('tri', view.sort);
  const search = params.toString().replaceAll('%3A', ':');
  return search ? `${path}?${search}` : path;
}

export const rankingHrefOf = (view: LiveViewLink) => liveViewHrefOf(RANKING_PATH, view);
export const circuitHrefOf = (view: LiveViewLink) => liveViewHrefOf(CIRCUIT_PATH, view);
export const raceControlHrefOf = (view: LiveViewLink) => liveViewHrefOf(RACE_CONTROL_PATH, view);

/** The ranking of a session replayed from its start (the reports' 'Rejouer'). */
export const replayHrefOf = (sessionId: string) => rankingHrefOf({ session: sessionId, at: 0 });
