/* Plain data (no DOM, no imports): the build, the page and the browser tests read it. */

/** What the first screen of a page opened first needs beyond the entry (web/src/first-screen.ts). */
export interface FirstScreenPlan {
  /** The lazy page's module, under web/src; null for a page in the entry. */
  readonly page: string | null;
  /** The API GETs (paths under /api) its first rows and headings come from. */
  readonly gets: readonly string[];
  /** The GETs only when the page follows the current session: a chosen session the page loads itself. */
  readonly currentOnly: boolean;
}

/** By path: the pages a visitor opens first (a shared link, the home screen's icon, a search result). */
export const FIRST_SCREENS: Readonly<Record<string, FirstScreenPlan>> = {
  // The hero, then the key figures and the categories below it.
  '/': {
    page: 'screens/home/home-page.tsx',
    gets: ['/live/state', '/race-events', '/entries', '/categories'],
    currentOnly: false,
  },
  '/live': { page: 'screens/live/hub/live-hub-page.tsx', gets: ['/live', '/live/state'], currentOnly: true },
  '/live/classement': { page: null, gets: ['/live', '/weather', '/live/state'], currentOnly: true },
  '/live/circuit': {
    page: 'screens/circuit/circuit-page.tsx',
    gets: ['/live', '/live/state'],
    currentOnly: true,
  },
};

/** The id of the page's data block naming each first screen's files and GETs, as built. */
export const FIRST_SCREEN_PLAN_ID = 'premier-ecran';

/** A first screen as the built page names it: its files and its GETs. */
export interface BuiltFirstScreen {
  /** The page's scripts and style sheets, by address. */
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
  readonly gets: readonly string[];
  readonly currentOnly: boolean;
}
