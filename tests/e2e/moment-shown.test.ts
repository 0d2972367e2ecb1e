import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPage, pauseJustAhead, withOwnBrowser } from './support/pages.ts';
import { RECORDED_RACE, RECORDED_RACE_SEED } from './support/recorded-race.ts';
import { type SiteStack, startSiteStack } from './support/site-stack.ts';

/*
 * The banner follows the moment the page shows, not the wall clock: the whole 2025 race seen at 14:00 by
 * time travel shows what a fan knew at 14:00 (neither the chequered flag nor the disqualification, both
 * published after), and the same race seen after the flag shows the flag.
 */

let stack: SiteStack;

beforeAll(async () => {
  stack = await startSiteStack({ seed: RECORDED_RACE_SEED });
}, 180_000);
afterAll(async () => {
  await stack?.stop();
});

interface TickerItem {
  count: string;
  label: string;
  time: string;
  text: string;
}

const shownItem = (page: Page): Promise<TickerItem> =>
  page.locator('.ticker').evaluate((ticker) => ({
    count: ticker.querySelector('.ticker__count')?.textContent ?? '',
    label: ticker.querySelector('.ticker__label')?.textContent ?? '',
    time: ticker.querySelector('.ticker__time')?.textContent ?? '',
    text: ticker.querySelector('.ticker__text')?.textContent ?? '',
  }));

const shownMoment = (page: Page) =>
  page
    .getByRole('region', { name: 'Voyage dans le temps' })
    .getByRole('status', { name: 'Heure de course affichée' })
    .textContent();

/**
 * Every item the ticker cycles through at the moment of the address, read one by one: the page's clock
 * stands still once the banner has loaded, then moves on an item (5 s) at a time.
 */
async function tickerAt(page: Page, moment: string, expectedText: string): Promise<TickerItem[]> {
  await openPage(page, stack.url, `/live/classement?session=${RECORDED_RACE}&t=${moment}`);
  await expect.poll(() => shownMoment(page), { timeout: 15_000 }).toBe(moment);
  const seen: TickerItem[] = [];
  // The lists load once the moment is known; an item of that moment says they have.
  await expect
    .poll(
      async () => {
        const item = await shownItem(page);
        if (!seen.some((entry) => entry.text === item.text)) seen.push(item);
        return seen.map((entry) => entry.text);
      },
      { timeout: 60_000, interval: 500 },
    )
    .toContain(expectedText);
  await pauseJustAhead(page);
  const total = Number((await shownItem(page)).count.split('/')[1] ?? '1');
  const items: TickerItem[] = [];
  for (let turn = 0; turn < total; turn++) {
    items.push(await shownItem(page));
    await page.clock.runFor(5000);
  }
  // The next address opens on a running clock.
  await page.clock.resume();
  return items;
}

describe('the banner at the moment shown', () => {
  it('shows at 14:00 of the 2025 race only what was known at 14:00, and the flag once it fell', async () => {
    await withOwnBrowser('moment-shown', async (page) => {
      await page.clock.install();

      const atTwoPm = await tickerAt(page, '14:00:00', 'Reprise de la course');
      const texts = atTwoPm.map((item) => item.text);
      for (const text of texts) {
        expect(text).not.toMatch(/Drapeau à damier/);
        expect(text).not.toMatch(/disqualifiée/);
      }
      // The safety car of the night is over: its news gave way to the restart's.
      expect(texts).not.toContain('Voiture de sécurité en piste');
      for (const item of atTwoPm.filter((entry) => entry.label !== 'Actualité')) {
        expect(item.time <= '14:00:00', item.time).toBe(true);
      }

      const afterFlag = await tickerAt(page, '24:05:00', 'Drapeau à damier sur la 93e édition');
      // Once the flag has fallen, race control's words are no live news: no LIVE chip.
      const raceControl = afterFlag.filter((item) => item.label !== 'Actualité').map((item) => item.text);
      expect(new Set(afterFlag.map((item) => item.label))).not.toContain('LIVE');
      expect(raceControl.some((text) => text.startsWith('Drapeau à damier'))).toBe(true);
      // Every earlier flag or neutralisation is over once the chequered flag has fallen.
      for (const text of raceControl) {
        expect(text).not.toMatch(
          /^(Drapeau vert|Voiture de sécurité|Full Course Yellow|Drapeau rouge|Drapeaux jaunes)/,
        );
      }
      expect(afterFlag.map((item) => item.text)).not.toContain(
        'La Ferrari n°50 disqualifiée après les vérifications techniques',
      );
    });
  });
});
