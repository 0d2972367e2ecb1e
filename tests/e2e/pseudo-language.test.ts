import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadingPatternOf } from './support/loading-texts.ts';
import { DESKTOP, horizontalOverflow, PHONE, prepareTab } from './support/pages.ts';
import { PSEUDO_ENGLISH, routePseudoEnglish } from './support/pseudo-language.ts';
import { textOverflows } from './support/text-fit.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * The live pages in a language 40 % longer than English (support/pseudo-language.ts), during the race, at a
 * laptop's and a phone's width: every text shown whole, within its cell and the window, the page never
 * wider than the window (a wide table scrolls in its own box). German, Polish or Russian texts run that
 * much longer than the English the pages were drawn with.
 */

const site = useSiteStack({ feedStart: '12:00:00', feedSpeed: 1, pollIntervalMs: 500 });

/** A live page, the heading it shows in the pseudo-language, and what shows once its data is there. */
interface LivePage {
  name: string;
  path: string;
  heading: string;
  loaded: (page: Page) => Locator;
  /** How long its data may take to come (ms). */
  within: number;
}

const LIVE_PAGES: LivePage[] = [
  {
    name: 'the live ranking',
    path: '/live/classement',
    heading: PSEUDO_ENGLISH.core['ranking.title'],
    // The first screen's rows come first, the others right after (the table is busy meanwhile).
    loaded: (page) => page.locator('.live-ranking:not([aria-busy]) tbody tr.ranking-row').first(),
    within: 30_000,
  },
  {
    name: 'the live hub',
    path: '/live',
    heading: PSEUDO_ENGLISH.pages['live_hub.title'],
    loaded: (page) => page.locator('.live-hub-session strong'),
    within: 30_000,
  },
  {
    name: 'the circuit',
    path: '/live/circuit',
    heading: PSEUDO_ENGLISH.pages['circuit.title_live'],
    loaded: (page) => page.locator('.running-order:not([aria-busy]) tbody tr').first(),
    within: 30_000,
  },
  {
    name: 'the strategy view',
    path: '/live/classement?vue=strategie',
    heading: PSEUDO_ENGLISH.core['ranking.title'],
    loaded: (page) => page.locator('.strategy-table tbody tr').first(),
    // A car is in the strategy once the feed has brought it across the line since the stack started: a
    // minute or so, which the pages before this one have mostly used.
    within: 90_000,
  },
];

const LOADING = loadingPatternOf(PSEUDO_ENGLISH.core, PSEUDO_ENGLISH.pages);

describe('the live pages in a language 40 % longer than English', () => {
  let tab: Page;
  beforeAll(async () => {
    tab = await site.browser.context.newPage();
    await prepareTab(tab, site.stack.url);
    await routePseudoEnglish(tab);
  });
  afterAll(async () => {
    await tab?.close();
  });

  it.for(LIVE_PAGES)(
    'shows $name whole at 1280 px and 390 px: nothing cut, past its cell or the window',
    async (shown) => {
      const separator = shown.path.includes('?') ? '&' : '?';
      const findings: string[] = [];
      for (const size of [DESKTOP, PHONE]) {
        await tab.setViewportSize(size);
        await tab.goto(`${site.stack.url}${shown.path}${separator}lang=en`);
        await expect
          .poll(() => tab.locator('main h1').textContent(), { timeout: 20_000 })
          .toBe(shown.heading);
        await shown.loaded(tab).waitFor({ timeout: shown.within });
        await expect.poll(() => tab.locator('main').getByText(LOADING).count()).toBe(0);
        const overflow = await horizontalOverflow(tab);
        if (overflow) findings.push(`${size.width} px — la page déborde de ${overflow} px`);
        for (const finding of await textOverflows(tab)) findings.push(`${size.width} px — ${finding}`);
      }
      expect(findings).toEqual([]);
    },
  );
});
