import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, PHONE, saveScreenshot } from './support/pages.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * The weather where fans look (the live hub, the ranking and the banner), and the announcements about the
 * cars a fan starred, opt-in, in the banner and for a screen reader. The recordings carry no weather: the
 * site shows the generated one, marked "simulée". Mid-race, the starred cars swap places within minutes.
 */

const site = useSiteStack({ feedStart: '12:00:00', feedSpeed: 4, pollIntervalMs: 500 });

/** The leaders, and an LMGT3 car that prototypes pass a minute into the run. */
const STARRED = ['83', '6', '51', '7', '8', '31'];
const SIMULATED_TITLE = "Météo simulée : l'enregistrement n'en contient pas";
/** One decimal with a comma, the unit after a space that does not break. */
const AIR = /Air \d+,\d\u00a0°C/;
const TRACK = /Piste \d+,\d\u00a0°C/;
const HUMIDITY = /Humidité \d+,\d\u00a0%/;
const WIND = /Vent \d+,\d\u00a0km\/h (NE|NO|N|SE|SO|S|E|O)/;

/** Waits for the weather strip under `scope` and checks its four readings and the "simulée" mark. */
async function expectFullWeather(page: Page, scope: string): Promise<void> {
  const strip = page.locator(`${scope} .weather-strip`);
  await strip.waitFor({ timeout: 20_000 });
  const text = (await strip.textContent()) ?? '';
  for (const reading of [AIR, TRACK, HUMIDITY, WIND]) expect(text).toMatch(reading);
  const simulated = strip.locator('.weather-strip__simulated');
  expect(await simulated.textContent()).toBe('simulée');
  expect(await simulated.getAttribute('title')).toBe(SIMULATED_TITLE);
}

describe('the weather', () => {
  it('shows on the live hub, the ranking and the banner, to one decimal and marked simulated', async () => {
    await site.browser.withPage('weather', async (page) => {
      await openPage(page, site.stack.url, '/live');
      await expectFullWeather(page, '.live-hub');
      await saveScreenshot(page, 'weather-hub-1280.png');

      await page.locator('a.live-hub-card[href="/live/classement"]').click();
      await expectFullWeather(page, '.ranking-header');
      await expectFullWeather(page, '.session-bar');

      // On a phone the banner keeps to one line, its weather (air and track) read by screen readers only, and
      // stays within the room the page keeps for it.
      await page.setViewportSize(PHONE);
      const banner = page.locator('.session-bar .weather-strip');
      await expect.poll(() => banner.locator('.is-humidity').isVisible()).toBe(false);
      expect(await banner.locator('.is-wind').isVisible()).toBe(false);
      expect(
        await page.locator('.session-bar').evaluate((bar) => bar.getBoundingClientRect().height),
      ).toBeLessThan(30);
      expect(await banner.locator('.is-air').textContent()).toMatch(AIR);
      expect(await banner.locator('.is-track').textContent()).toMatch(TRACK);
      const room = await page.evaluate(() => {
        const { document, getComputedStyle } = globalThis as unknown as BannerWindow;
        const footer = document.querySelector('.site-footer');
        const banner = document.querySelector('.news-banner');
        return {
          kept: footer ? Number.parseFloat(getComputedStyle(footer).paddingBottom) : 0,
          banner: banner?.getBoundingClientRect().height ?? Number.POSITIVE_INFINITY,
        };
      });
      expect(room.banner).toBeLessThanOrEqual(room.kept);
      await saveScreenshot(page, 'weather-banner-390.png');
    });
  });
});

describe('announcements about starred cars', () => {
  it('are off by default, then tell the banner and the screen reader about the starred cars only', async () => {
    await site.browser.withPage('favourites-announcements', async (page) => {
      await page.addInitScript((starred) => {
        const { localStorage } = globalThis as unknown as StorageWindow;
        localStorage.setItem('lemans-live:favoris', starred);
      }, JSON.stringify(STARRED));
      await openPage(page, site.stack.url, '/live/classement');
      await page.locator('.ranking-table tbody tr').first().waitFor({ timeout: 30_000 });

      // Off until asked for: no live region, and both switches unticked.
      expect(await page.locator('.favourite-positions').count()).toBe(0);
      await page.getByText('Annonces de mes voitures').click();
      const inBanner = page.getByLabel('Annoncer mes voitures dans le bandeau');
      const toReader = page.getByLabel(
        "Lecture d'écran : annoncer les changements de position de mes voitures",
      );
      expect(await inBanner.isChecked()).toBe(false);
      expect(await toReader.isChecked()).toBe(false);
      await inBanner.check();
      await toReader.check();

      const region = page.locator('.favourite-positions');
      expect(await region.getAttribute('aria-live')).toBe('polite');
      const namesStarred = new RegExp(`N°(${STARRED.join('|')}) (passe|recule) \\d+e`);
      await expect
        .poll(() => region.textContent(), { timeout: 120_000, interval: 250 })
        .toMatch(namesStarred);
      // Only starred cars, and only their places: never a pit sentence, never another car.
      const heard = (await region.textContent()) ?? '';
      for (const sentence of heard.split('. ')) expect(sentence).toMatch(namesStarred);

      const shown = page.locator('.news-banner .favourite-announcement');
      await shown.waitFor({ timeout: 30_000 });
      expect(await shown.textContent()).toMatch(new RegExp(`N°(${STARRED.join('|')}) `));
      await saveScreenshot(page, 'favourite-announcement-1280.png');

      // The choice is kept in this site.browser.
      await page.reload();
      await page.getByText('Annonces de mes voitures').click();
      expect(await page.getByLabel('Annoncer mes voitures dans le bandeau').isChecked()).toBe(true);
      expect(await page.locator('.favourite-positions').count()).toBe(1);
    });
  }, 180_000);
});

/** The little of the page's window the banner's measure reads (the tests are typed without the DOM library). */
interface BannerWindow {
  document: { querySelector(selector: string): { getBoundingClientRect(): { height: number } } | null };
  getComputedStyle(element: unknown): { paddingBottom: string };
}

interface StorageWindow {
  localStorage: { setItem(key: string, value: string): void };
}
