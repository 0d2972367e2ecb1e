import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { openBrowser } from './shared-browser.ts';

/**
 * Where the screenshots of each screen (at a desktop and a phone width) go, when they are asked for:
 * `npm run screenshots` points LEMANS_SCREENSHOTS_DIR at the committed tests/e2e/screenshots to refresh them.
 * `npm test` takes none: a full-page capture of a tall page costs a second or more of chromium's CPU, some
 * fifty of them a run, and nothing reads them.
 */
const SCREENSHOTS = process.env.LEMANS_SCREENSHOTS_DIR ? resolve(process.env.LEMANS_SCREENSHOTS_DIR) : null;

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

const PLACEHOLDER = `<!doctype html><html lang="fr"><body style="margin:0;height:100vh;display:grid;
place-items:center;background:#111;color:#ddd;font:16px system-ui,sans-serif">Lecteur vidéo</body></html>`;

/**
 * Opens a tab as a visitor of the circuit would: desktop width, the circuit's time zone unless another is
 * asked (a visitor far away, who reads race times beside the event's), and every third-party request
 * (video players, the translation widget) answered by a local placeholder, so that no test depends on the
 * internet.
 */
export async function prepareTab(page: Page, siteUrl: string, timeZone = 'Europe/Paris'): Promise<void> {
  await page.setViewportSize(DESKTOP);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setTimezoneOverride', { timezoneId: timeZone });
  const origin = new URL(siteUrl).origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: PLACEHOLDER }),
  );
}

/** Prepares the tab (see prepareTab) and opens a path of the site. */
export async function openPage(page: Page, siteUrl: string, path: string): Promise<void> {
  await prepareTab(page, siteUrl);
  await page.goto(`${siteUrl}${path}`);
}

/**
 * Runs `fn` on a tab of a browser context of its own. Playwright's clock belongs to the browser context,
 * shared by every tab of a test browser: a test that sets or stops the page's time must not lend it to the
 * others.
 */
export async function withOwnBrowser<T>(name: string, fn: (page: Page) => Promise<T>): Promise<T> {
  const browser = await openBrowser();
  try {
    return await browser.withPage(name, fn);
  } finally {
    await browser.close();
  }
}

/**
 * Saves the page as it stands as `file` in the screenshots folder (made if need be), when screenshots are
 * asked for.
 */
export async function saveScreenshot(page: Page, file: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: resolve(SCREENSHOTS, file) });
}

/**
 * `<screen>-1280.png` and `<screen>-390.png` of the whole page. The window is made as tall as the page rather
 * than captured in full, so that the fixed banner and bubbles sit at its bottom, not across the content.
 * The tab is left at the desktop size.
 */
export async function saveScreenshots(page: Page, screen: string): Promise<void> {
  if (!SCREENSHOTS) return;
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    const height = await page.evaluate(
      () => (globalThis as unknown as PageWindow).document.documentElement.scrollHeight,
    );
    await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
    // The layout at rest (media queries, their transitions) in the capture.
    await waitForAnimations(page);
    await saveScreenshot(page, `${screen}-${size.width}.png`);
  }
  await page.setViewportSize(DESKTOP);
}

/**
 * Waits for the transitions and the animations under way on the page to finish, endless ones (a pulsing dot)
 * aside: the page is then read as it rests. Asking for them applies the styles pending (a new window width's
 * media queries), so that the transitions those start are waited for too.
 */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const { document } = globalThis as unknown as AnimatedWindow;
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    // A transition cancelled by the next style change ends too, its promise rejected.
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Waits for the page to paint a frame and run a task after it: the events queued before (an error, a policy
 * violation) have been dispatched and the renders they asked for are on screen.
 */
export async function waitForNextFrame(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        (globalThis as unknown as AnimatedWindow).requestAnimationFrame(() => setTimeout(resolve));
      }),
  );
}

interface AnimatedWindow {
  document: {
    getAnimations(): {
      effect: { getComputedTiming(): { endTime?: number | string } } | null;
      finished: Promise<unknown>;
    }[];
  };
  requestAnimationFrame(callback: () => void): void;
}

/** How far the page is wider than the window (0 when nothing sticks out sideways), at the tab's size. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = (globalThis as unknown as PageWindow).document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}

/** The parameters of an address, as an object. */
export function paramsOf(address: string | null): Record<string, string> {
  return Object.fromEntries(new URL(address ?? '', 'http://localhost').searchParams);
}

/**
 * The little of a page's window the tests touch inside `page.evaluate` (the tests are typed without the DOM
 * library): `const page = globalThis as unknown as PageWindow` within the evaluated function.
 */
export interface PageWindow {
  history: Record<
    'pushState' | 'replaceState',
    (state: unknown, unused: string, url?: string | null) => void
  >;
  localStorage: { getItem(key: string): string | null };
  document: {
    activeElement: { textContent: string | null; getAttribute(name: string): string | null } | null;
    documentElement: { scrollHeight: number; scrollWidth: number; clientWidth: number };
  };
  addEventListener(type: string, listener: (event: { detail?: unknown }) => void): void;
  getComputedStyle(element: unknown): { opacity: string };
  /** Kept by the tests. */
  recorded: unknown[];
}

/**
 * Pauses the page's installed clock half a second ahead of its time. On a busy machine the round trip to the
 * page can take longer than that, and a clock cannot be paused in its past: the page's time is read again.
 */
export async function pauseJustAhead(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const pageNow = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(pageNow + 500);
      return;
    } catch (error) {
      if (attempt === 5) throw error;
    }
  }
}
