import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREENS } from '../../web/src/first-screen-plan.ts';
import { FIRST_SCREEN_MARKS, FIRST_SCREEN_WAIT_MS } from '../../web/src/first-screen-timing.ts';
import { type FirstScreen, firstScreenOf, watchFirstScreen } from './support/first-screen-watch.ts';
import { DESKTOP, PHONE, prepareTab } from './support/pages.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * A page opened first paints its content, not a loading state: the answers its first screen shows are asked
 * by the page's first script, loaded before React's first render, and the screens' own loads as they mount
 * take them: each is asked once.
 */

/** The GETs each landing page's first screen shows (web/src/first-screen-plan.ts), as requested. */
const FIRST_SCREEN_REQUESTS: Record<string, string[]> = Object.fromEntries(
  Object.entries(FIRST_SCREENS).map(([path, plan]) => [path, plan.gets.map((get) => `/api${get}`)]),
);

/** A request of the test's own, asked last: not an API GET of the page's. */
const LOG_MARK = '/favicon.svg?request-log-complete';

/** The page's first script (web/src/early), as built. */
const EARLY_SCRIPT = /\/assets\/early-[\w-]+\.js$/;

const site = useSiteStack({ feedStart: '14:00:00', feedSpeed: 1, pollIntervalMs: 500 });

interface Opened {
  first: FirstScreen;
  /** The plain API GETs asked until a second after the first screen. */
  asked: string[];
  /** The script that asked each plain API GET first, by path. */
  askedBy: Map<string, string>;
}

/**
 * Opens `path` in a fresh tab and returns its first screen and the plain API GETs the page asked until a
 * second after it: later ones are the page's polls and the socket's catching up, which have their own tests.
 */
async function openFirst(page: Page, path: string): Promise<Opened> {
  // Each request as the browser stamped it (its wall clock, as the page's Date.now()): a test process busy
  // with other work hears of a request late, and its own clock would put an early request after the second.
  const requests: { path: string; at: number }[] = [];
  // Which script asked (the browser's own record of a request's initiator).
  const askedBy = new Map<string, string>();
  const devtools = await page.context().newCDPSession(page);
  devtools.on('Network.requestWillBeSent', ({ request, initiator, wallTime }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/api/') || url.search !== '') return;
    requests.push({ path: url.pathname, at: wallTime * 1000 });
    if (askedBy.has(url.pathname)) return;
    askedBy.set(url.pathname, initiator.stack?.callFrames[0]?.url ?? initiator.url ?? initiator.type);
  });
  await devtools.send('Network.enable');
  await watchFirstScreen(page);
  await page.goto(`${site.stack.url}${path}`);
  const first = await firstScreenOf(page);
  // The page's own first loads, as its screens mount and the shell starts: the window counted below is
  // over once the browser's clock, which stamped them, is past it.
  await page.waitForFunction((end) => Date.now() > end, first.at + 1000);
  // The browser reports its requests in order: once a request asked now is heard of, so is every earlier one.
  const logComplete = new Promise<void>((resolve) =>
    devtools.on('Network.requestWillBeSent', ({ request }) => {
      if (request.url.endsWith(LOG_MARK)) resolve();
    }),
  );
  await page.evaluate(`fetch('${LOG_MARK}').catch(() => {})`);
  await logComplete;
  const asked = requests.filter((request) => request.at <= first.at + 1000).map((request) => request.path);
  return { first, asked, askedBy };
}

/** Each first GET of `path`'s first screen was asked once, by the page's first script. */
function expectAskedOnceEarly(path: string, { asked, askedBy }: Opened): void {
  for (const request of FIRST_SCREEN_REQUESTS[path] ?? []) {
    expect(countOf(asked, request), `${request} in ${asked.join(' ')}`).toBe(1);
    expect(askedBy.get(request), request).toMatch(EARLY_SCRIPT);
  }
}

const countOf = (asked: string[], path: string) => asked.filter((one) => one === path).length;

/**
 * Whether the answers of `paths` (and the files whose names match `files`) had all come when React started
 * the first render; when they had not, the page must have waited its whole FIRST_SCREEN_WAIT_MS for them
 * first (a machine busy with other work may answer later than that: the page then shows its loading state).
 */
async function answeredInTime(
  page: Page,
  paths: readonly string[],
  files: RegExp | null = null,
): Promise<boolean> {
  const timing = (await page.evaluate(`(() => {
    const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? null;
    const ends = performance.getEntriesByType('resource').map((entry) => {
      const url = new URL(entry.name);
      return { path: url.pathname, query: url.search, end: entry.responseEnd };
    });
    return { asked: at('${FIRST_SCREEN_MARKS.asked}'), rendered: at('${FIRST_SCREEN_MARKS.rendered}'), ends };
  })()`)) as {
    asked: number | null;
    rendered: number | null;
    ends: { path: string; query: string; end: number }[];
  };
  expect(timing.asked).not.toBeNull();
  expect(timing.rendered).not.toBeNull();
  const rendered = timing.rendered as number;
  const late = (end: number | undefined) => end === undefined || end > rendered;
  const inTime =
    paths.every((path) => !late(timing.ends.find((one) => one.path === path && one.query === '')?.end)) &&
    (files === null || !late(timing.ends.find((one) => files.test(one.path))?.end));
  if (!inTime) expect(rendered - (timing.asked as number)).toBeGreaterThanOrEqual(FIRST_SCREEN_WAIT_MS - 5);
  return inTime;
}

describe('the first screen of a page opened first', () => {
  for (const size of [PHONE, DESKTOP]) {
    it(`at ${size.width}×${size.height}, the ranking's first paint has its rows, each first answer asked once, ahead of the entry`, async () => {
      await site.browser.withPage(`first-ranking-${size.width}`, async (page) => {
        await prepareTab(page, site.stack.url);
        await page.setViewportSize(size);
        const opened = await openFirst(page, '/live/classement');
        if (await answeredInTime(page, FIRST_SCREEN_REQUESTS['/live/classement'] ?? [])) {
          expect(opened.first.loading).toBe(false);
          expect(opened.first.rows).toBeGreaterThan(0);
        }
        expectAskedOnceEarly('/live/classement', opened);
        // The first screen's rows, then the rest of the field.
        await expect.poll(() => page.locator('tr.ranking-row').count(), { timeout: 10_000 }).toBe(62);
      });
    });
  }

  it('the home page paints its hero with the event named, and the circuit its map, with no loading state', async () => {
    await site.browser.withPage('first-home-circuit', async (page) => {
      await prepareTab(page, site.stack.url);
      await page.setViewportSize(PHONE);
      const home = await openFirst(page, '/');
      if (await answeredInTime(page, FIRST_SCREEN_REQUESTS['/'] ?? [], /\/assets\/home-page-.*\.js$/)) {
        expect(home.first.loading).toBe(false);
        expect(home.first.heading).toContain('24 Heures du Mans');
      }
      expectAskedOnceEarly('/', home);
    });
    await site.browser.withPage('first-circuit', async (page) => {
      await prepareTab(page, site.stack.url);
      await page.setViewportSize(PHONE);
      const circuit = await openFirst(page, '/live/circuit');
      if (
        await answeredInTime(
          page,
          FIRST_SCREEN_REQUESTS['/live/circuit'] ?? [],
          /\/assets\/circuit-page-.*\.js$/,
        )
      ) {
        expect(circuit.first.loading).toBe(false);
        expect(circuit.first.circuit).toBe(true);
      }
      expectAskedOnceEarly('/live/circuit', circuit);
    });
  });
});
