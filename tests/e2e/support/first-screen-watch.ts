import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the page held when React first put something in #root (its first screen), read in the page. */
export interface FirstScreen {
  /** Date.now() in the page when it was shown. */
  at: number;
  rows: number;
  loading: boolean;
  heading: string | null;
  circuit: boolean;
  /** `<html lang dir>` then. */
  lang: string;
  dir: string;
  /** The navigation's links. */
  nav: string[];
}

const WATCH_FIRST_SCREEN = `
  new MutationObserver((_, observer) => {
    const root = document.getElementById('root');
    if (!root || root.childElementCount === 0) return;
    observer.disconnect();
    window.__firstScreen = {
      at: Date.now(),
      rows: root.querySelectorAll('tr.ranking-row').length,
      loading: root.textContent.includes('Chargement'),
      heading: root.querySelector('h1')?.textContent ?? null,
      circuit: root.querySelector('.circuit-page svg') !== null,
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      nav: [...root.querySelectorAll('nav a')].map((link) => link.textContent),
    };
  }).observe(document, { childList: true, subtree: true });
`;

/** Has the tab note its first screen on every page it opens from now on. */
export async function watchFirstScreen(page: Page): Promise<void> {
  await page.addInitScript(WATCH_FIRST_SCREEN);
}

/** The first screen of the page opened last, once it is there. */
export async function firstScreenOf(page: Page): Promise<FirstScreen> {
  await expect.poll(() => page.evaluate('window.__firstScreen ?? null')).not.toBeNull();
  return (await page.evaluate('window.__firstScreen')) as FirstScreen;
}
