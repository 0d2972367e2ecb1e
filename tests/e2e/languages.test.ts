import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import arCore from '../../web/src/i18n/catalogs/ar/core.ts';
import arTools from '../../web/src/i18n/catalogs/ar/tools.ts';
import enCore from '../../web/src/i18n/catalogs/en/core.ts';
import frCore from '../../web/src/i18n/catalogs/fr/core.ts';
import jaCore from '../../web/src/i18n/catalogs/ja/core.ts';
import { firstScreenOf, watchFirstScreen } from './support/first-screen-watch.ts';
import { prepareTab } from './support/pages.ts';
import { openBrowser } from './support/shared-browser.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * The site in the visitor's language (DESIGN.md §13): the first paint already in the language the browser
 * asks for, a choice that changes the page in place during a live race and is remembered, a link that names
 * its language.
 */

const site = useSiteStack({ feedStart: '14:00:00', feedSpeed: 1, pollIntervalMs: 500 });

/** Texts and state of the page as it stands. */
const pageState = (page: Page) =>
  page.evaluate(() => {
    const { document } = globalThis as unknown as {
      document: {
        documentElement: { lang: string; dir: string };
        querySelector(selector: string): { textContent: string | null } | null;
        title: string;
      };
    };
    return {
      lang: document.documentElement.lang,
      dir: document.documentElement.dir,
      heading: document.querySelector('h1')?.textContent ?? null,
      title: document.title,
    };
  });

describe('the site in the visitor’s language', () => {
  it('paints the live ranking in English first for a browser that asks for English', async () => {
    // A British fan's browser: Accept-Language en-GB, the page's language before any choice.
    const english = await openBrowser({ locale: 'en-GB' });
    try {
      await english.withPage('language-first-paint', async (page) => {
        await prepareTab(page, site.stack.url);
        await watchFirstScreen(page);
        const response = await page.goto(`${site.stack.url}/live/classement`);
        expect(await response?.text()).toContain('<html lang="en" dir="ltr">');
        const first = await firstScreenOf(page);
        expect(first).toMatchObject({ lang: 'en', dir: 'ltr', heading: enCore['ranking.title'] });
        expect(first.nav).toContain(enCore['nav.home']);
        expect(await page.title()).toContain(enCore['title.ranking']);
        // The ranking's headings, as the table shows them.
        await expect
          .poll(() => page.locator('thead th.col-gap').textContent())
          .toBe(enCore['ranking.column.gap']);
      });
    } finally {
      await english.close();
    }
  });

  it('changes the page in place to Japanese, then Arabic right to left, during the race, and remembers it', async () => {
    await site.browser.withPage('language-switch', async (page) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await prepareTab(page, site.stack.url);
      await page.goto(`${site.stack.url}/live/classement`);
      await expect.poll(() => page.locator('tr.ranking-row').count()).toBeGreaterThan(0);
      expect(await pageState(page)).toMatchObject({ lang: 'fr', heading: frCore['ranking.title'] });
      // A mark a reload would lose.
      await page.evaluate('window.__sameDocument = true');
      const select = page.locator('.language-select select');

      await select.selectOption('ja');
      await expect
        .poll(() => pageState(page))
        .toMatchObject({
          lang: 'ja',
          dir: 'ltr',
          heading: jaCore['ranking.title'],
        });
      expect((await pageState(page)).title).toContain(jaCore['title.ranking']);
      await select.selectOption('ar');
      await expect
        .poll(() => pageState(page))
        .toMatchObject({
          lang: 'ar',
          dir: 'rtl',
          heading: arCore['ranking.title'],
        });
      await expect
        .poll(() => page.locator('thead th.col-gap').textContent())
        .toBe(arCore['ranking.column.gap']);
      expect(await page.evaluate('window.__sameDocument')).toBe(true);
      // The race went on meanwhile: its rows are there, in the new language's page.
      expect(await page.locator('tr.ranking-row').count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);

      // Remembered: the next page's shell is Arabic from the server.
      const next = await page.goto(`${site.stack.url}/live/classement`);
      expect(await next?.text()).toContain('<html lang="ar" dir="rtl">');
      await expect.poll(() => pageState(page)).toMatchObject({ heading: arCore['ranking.title'] });
    });
  });

  it('mirrors the ranking in Arabic, its figures and the time line still left to right', async () => {
    await site.browser.withPage('language-arabic-layout', async (page) => {
      await prepareTab(page, site.stack.url);
      await page.goto(`${site.stack.url}/live/classement?lang=ar`);
      await expect.poll(() => page.locator('tr.ranking-row').count()).toBeGreaterThan(0);
      await page.getByRole('link', { name: arCore['ranking.time_travel'] }).click();
      const travel = page.getByTestId('time-travel');
      await travel.getByRole('slider', { name: arTools['time_travel.race_time'] }).waitFor();
      const layout = await page.evaluate(() => {
        const { document, getComputedStyle } = globalThis as unknown as {
          document: { querySelector(selector: string): { getBoundingClientRect(): { left: number } } | null };
          getComputedStyle(element: unknown): { direction: string };
        };
        const left = (selector: string) =>
          document.querySelector(selector)?.getBoundingClientRect().left ?? null;
        const direction = (selector: string) => {
          const element = document.querySelector(selector);
          return element ? getComputedStyle(element).direction : null;
        };
        return {
          positionRightOfGap: (left('thead th.col-pos') ?? 0) > (left('thead th.col-gap') ?? 0),
          lastLap: direction('tr.ranking-row td.col-last'),
          timeLine: direction('.time-travel__row'),
          playLeftOfSlider: (left('.time-travel__play') ?? 0) < (left('.time-travel__slider') ?? 0),
        };
      });
      expect(layout).toEqual({
        positionRightOfGap: true,
        lastLap: 'ltr',
        timeLine: 'ltr',
        playLeftOfSlider: true,
      });

      // The circuit is drawn as it lies, its sectors' names on the same side of their marks as in French.
      const drawing = async (language: string) => {
        await page.goto(`${site.stack.url}/live/circuit?lang=${language}`);
        // The session's own circuit, with its places, not the schematic drawn until it is known.
        await page.locator('.circuit-map .circuit-place').first().waitFor();
        await expect.poll(() => page.locator('.circuit-map .circuit-schematic').count()).toBe(0);
        return page.evaluate(() => {
          const { document, getComputedStyle } = globalThis as unknown as {
            document: {
              querySelector(selector: string): { getAttribute(name: string): string | null } | null;
              querySelectorAll(
                selector: string,
              ): ArrayLike<{ getBoundingClientRect(): { left: number; right: number } }>;
            };
            getComputedStyle(element: unknown): { direction: string };
          };
          const svg = document.querySelector('.circuit-map svg');
          const marks = Array.from(document.querySelectorAll('.circuit-map .circuit-sector circle'));
          const labels = Array.from(document.querySelectorAll('.circuit-map .circuit-sector text'));
          return {
            direction: svg ? getComputedStyle(svg).direction : null,
            track: document.querySelector('.circuit-map path.circuit-track')?.getAttribute('d') ?? null,
            // Each name starts past its mark's edge, as it is laid out (x="10" from a mark of radius 7).
            labelsAfterMarks: labels.map(
              (label, at) =>
                label.getBoundingClientRect().left >= (marks[at]?.getBoundingClientRect().right ?? Infinity),
            ),
          };
        });
      };
      const arabic = await drawing('ar');
      const french = await drawing('fr');
      expect(arabic.direction).toBe('ltr');
      expect(arabic.track).not.toBeNull();
      expect(arabic).toEqual({ ...french, direction: 'ltr' });
      expect(arabic.labelsAfterMarks.length).toBeGreaterThan(0);
      expect(arabic.labelsAfterMarks.every(Boolean)).toBe(true);
    });
  });

  it('opens a link in the language it names, whatever the browser asks', async () => {
    await site.browser.withPage('language-link', async (page) => {
      await prepareTab(page, site.stack.url);
      await watchFirstScreen(page);
      const response = await page.goto(`${site.stack.url}/live/classement?lang=en`);
      expect(response?.headers().link).toContain('hreflang="ja"');
      expect(await firstScreenOf(page)).toMatchObject({ lang: 'en', heading: enCore['ranking.title'] });
    });
  });
});
