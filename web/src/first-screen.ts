import { keepAnswersForFirstScreen } from './api/http.ts';
import { FIRST_SCREENS } from './first-screen-plan.ts';
import { FIRST_SCREEN_MARKS, FIRST_SCREEN_WAIT_MS } from './first-screen-timing.ts';
import { CircuitPage, HomePage, LiveHubPage } from './pages.ts';
import { liveViewOf } from './screens/live/view/live-view-url.ts';
import { loadCategories, loadEntries } from './stores/entries-store.ts';
import { loadLiveState } from './stores/live-state-store.ts';
import { loadLive } from './stores/live-store.ts';
import { loadRaceEvents } from './stores/race-events-store.ts';
import { loadWeather } from './stores/weather-store.ts';

type Load = () => Promise<unknown>;

/**
 * What loads each first screen (first-screen-plan.ts): its page's code when it is not in the entry, and the
 * stores whose answers its first rows and headings come from (the plan's GETs).
 */
const FIRST_SCREEN_LOADS: Readonly<Record<string, { page: Load | null; answers: readonly Load[] }>> = {
  '/': {
    page: HomePage.preload,
    answers: [loadLiveState, loadRaceEvents, () => loadEntries(), loadCategories],
  },
  '/live': { page: LiveHubPage.preload, answers: [loadLive, loadLiveState] },
  '/live/classement': { page: null, answers: [loadLive, loadWeather, loadLiveState] },
  '/live/circuit': { page: CircuitPage.preload, answers: [loadLive, loadLiveState] },
};

/**
 * The loads of the first screen of the page at `path`: the live pages' answers only when they follow the
 * current session (a chosen session or moment is loaded by the page itself, for what the address names).
 */
function firstScreenOf(path: string, search: string): Load[] {
  const plan = FIRST_SCREENS[path];
  const loads = FIRST_SCREEN_LOADS[path];
  if (!plan || !loads) return [];
  const answered = !plan.currentOnly || liveViewOf(search).session === null;
  return [...(loads.page ? [loads.page] : []), ...(answered ? loads.answers : [])];
}

/**
 * Loads the first screen of the page at `location` (at most FIRST_SCREEN_WAIT_MS), before React renders it:
 * the first paint is then the page's content rather than its loading state followed by a second render and
 * layout of the same screen (on a phone, the long tasks Lighthouse counts after the first paint). The
 * screens' own loads as they mount take the same answers (api/http.ts): each GET is asked once.
 */
export async function prepareFirstScreen(location: Pick<Location, 'pathname' | 'search'>): Promise<void> {
  const loads = firstScreenOf(location.pathname, location.search);
  if (loads.length === 0) return;
  performance.mark(FIRST_SCREEN_MARKS.asked);
  const stopKeeping = keepAnswersForFirstScreen();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, FIRST_SCREEN_WAIT_MS);
  });
  // A load that fails shows its error as the page renders: failing here must not stop the render.
  const loaded = Promise.allSettled(loads.map((load) => load()));
  await Promise.race([loaded, waited]);
  clearTimeout(timer);
  stopKeeping();
}
