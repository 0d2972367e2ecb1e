/**
 * What shared caches (the proxy's micro-cache, a CDN) may do with the public answers a crowd asks for at
 * once: keep each a moment (`s-maxage`) and go on serving it while they fetch the next one
 * (`stale-while-revalidate`), so that a hundred thousand fans cost the API one request per cache and per
 * moment. Browsers keep nothing fresh (`max-age=0`) and revalidate with the strong ETag, a 304 without a
 * body when nothing changed; the site's own pages ask with `cache: 'no-cache'`, so that they never show a
 * stale answer either (web/src/api/http.ts).
 */

/** The live frame and its weather: a poll every few seconds, a change at most every second. */
export const LIVE_SHARED_CACHE = 'public, max-age=0, s-maxage=1, stale-while-revalidate=2';

/**
 * The race pages (teams, drivers, cars, laps, reports): opened by navigation, they change as laps are
 * completed, and a few seconds late is nothing there. Not the lists a page reloads because a notice said they
 * changed (entries, categories, programme, news) nor those an admin action changes (race events, sessions
 * with history): a shared copy from before the change would stay on the page.
 */
export const RACE_PAGE_SHARED_CACHE = 'public, max-age=0, s-maxage=5, stale-while-revalidate=10';

/**
 * What an ended session's analyses, CSV exports and report pages say changes no more, but for an admin
 * renaming or deleting it: a shared cache keeps them an hour, whoever asks, and a race's analysts cost the
 * API one computation per address and per proxy.
 */
export const ENDED_SESSION_SHARED_CACHE = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=60';

/** The cache policy of a race page's answer: an ended session's lasts (above), a running one's a moment. */
export function racePageCacheOf(final: boolean): string {
  return final ? ENDED_SESSION_SHARED_CACHE : RACE_PAGE_SHARED_CACHE;
}
