import { sql } from 'kysely';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import arCore from '../../web/src/i18n/catalogs/ar/core.ts';
import arPages from '../../web/src/i18n/catalogs/ar/pages.ts';
import enCore from '../../web/src/i18n/catalogs/en/core.ts';
import enPages from '../../web/src/i18n/catalogs/en/pages.ts';
import jaCore from '../../web/src/i18n/catalogs/ja/core.ts';
import jaPages from '../../web/src/i18n/catalogs/ja/pages.ts';
import type { TestBrowser } from '../support/browser.ts';
import { blockingViolations, describeFinding } from './support/axe.ts';
import { intersects } from './support/boxes.ts';
import { loadingPatternOf } from './support/loading-texts.ts';
import { DESKTOP, openPage, PHONE, prepareTab, waitForAnimations, withOwnBrowser } from './support/pages.ts';
import { RECORDED_RACE, RECORDED_RACE_SEED } from './support/recorded-race.ts';
import { openBrowser } from './support/shared-browser.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * Every public page of the site, at a desktop and a phone width, checked with axe-core against WCAG 2.1 A
 * and AA once its data has loaded: no serious or critical violation. Then the shell on a phone: the
 * floating bubbles leave the ranking uncovered and the ticker shows its items whole. The race runs live
 * from 12:00 of race time beside the whole 2025 race recorded, so that the live pages, the session report
 * and the laps pages all have data from the start; a live stream and a replay are stored for the videos and
 * replays pages.
 */

const site = useSiteStack({ feedStart: '12:00:00', seed: RECORDED_RACE_SEED });

/** A driver with laps in the recorded race, their car and that session. */
let crew: { driverId: number; entryId: number; sessionId: string };

beforeAll(async () => {
  await site.stack.database.db
    .insertInto('streams')
    .values([
      {
        team_number: '83',
        team_name: 'AF Corse',
        stream_title: 'Caméra embarquée #83',
        stream_url: 'https://www.youtube.com/watch?v=camera83',
        status: 'live',
        is_active: true,
      },
      {
        team_number: '6',
        team_name: 'Porsche Penske Motorsport',
        stream_title: 'Le départ',
        stream_url: 'https://www.youtube.com/watch?v=depart6',
        status: 'replay',
        is_active: true,
      },
    ])
    .execute();
  const { rows } = await sql<{ driverId: number; entryId: number; sessionId: string }>`
    SELECT l.driver_id AS "driverId", e.entry_id AS "entryId", l.session_id AS "sessionId"
    FROM laps AS l JOIN entries AS e ON e.session_id = l.session_id AND e.number = l.number
    WHERE l.session_id = ${RECORDED_RACE} AND l.driver_id IS NOT NULL LIMIT 1
  `.execute(site.stack.database.db);
  if (!rows[0]) throw new Error('la course enregistrée n’a aucun tour attribué à un pilote');
  crew = rows[0];
});

/** A public page and what shows once its data is there. */
interface PublicPage {
  /** The route, as the test names it. */
  route: string;
  path: () => string;
  loaded: (page: Page) => Locator;
}

const first = (selector: string) => (page: Page) => page.locator(selector).first();

/** Every route of the public site (web/src/app.tsx), redirects aside. */
const PUBLIC_PAGES: PublicPage[] = [
  { route: '/', path: () => '/', loaded: first('.news-card') },
  { route: '/live', path: () => '/live', loaded: first('.live-hub-session strong') },
  { route: '/live/classement', path: () => '/live/classement', loaded: first('.ranking-table tbody tr') },
  {
    route: '/live/classement?categorie=lmp2',
    path: () => '/live/classement?categorie=lmp2',
    loaded: first('.ranking-table tbody tr'),
  },
  {
    route: '/live/circuit',
    path: () => '/live/circuit',
    // A car alone, or a pack of cars too close to be read (whose own markers are hidden).
    loaded: first('g.circuit-car:not([display]), g.circuit-pack'),
  },
  {
    route: '/live/direction-de-course',
    path: () => '/live/direction-de-course',
    loaded: first('.race-control-log, .race-control-page p.card:not(:empty)'),
  },
  { route: '/live/videos', path: () => '/live/videos', loaded: first('.videos-players iframe') },
  { route: '/programme', path: () => '/programme', loaded: first('.day-chip') },
  { route: '/actualites', path: () => '/actualites', loaded: first('.news-page-card') },
  { route: '/contact', path: () => '/contact', loaded: first('.contact-form') },
  { route: '/pilotes', path: () => '/pilotes', loaded: first('.driver-card') },
  {
    route: '/pilotes/{id}',
    path: () => `/pilotes/${crew.driverId}`,
    loaded: first('.driver-history tbody tr'),
  },
  {
    route: '/sessions/{session}/teams/{car}/drivers/{id}/laps',
    path: () => `/sessions/${crew.sessionId}/teams/${crew.entryId}/drivers/${crew.driverId}/laps`,
    loaded: first('.lap-table tbody tr'),
  },
  { route: '/voitures/{id}', path: () => `/voitures/${crew.entryId}`, loaded: first('main h1') },
  { route: '/equipes', path: () => '/equipes', loaded: first('.teams-card') },
  { route: '/equipes/{id}', path: () => `/equipes/${crew.entryId}`, loaded: first('.team-history') },
  {
    route: '/equipes/{id}/sessions/{session}',
    path: () => `/equipes/${crew.entryId}/sessions/${crew.sessionId}`,
    loaded: first('.car-analysis table[data-table="stints"] tbody tr'),
  },
  { route: '/replays', path: () => '/replays', loaded: first('.replay-card') },
  { route: '/sessions', path: () => '/sessions', loaded: first('.session-card') },
  { route: '/sessions/reports', path: () => '/sessions/reports', loaded: first('.report-card') },
  {
    route: '/sessions/reports/{session}',
    path: () => `/sessions/reports/${crew.sessionId}`,
    loaded: first('#report-title'),
  },
  {
    route: '/sessions/reports/{session}?onglet=analyse',
    path: () => `/sessions/reports/${crew.sessionId}?onglet=analyse`,
    loaded: first('.report-analysis .car-analysis table[data-table="stints"] tbody tr'),
  },
];

/**
 * Waits for the page's data, then for every loading message of its parts to be gone (`loading`: those of
 * the page's language).
 */
async function waitForData(page: Page, loaded: Locator, loading = /^Chargement/): Promise<void> {
  await loaded.waitFor({ timeout: 20_000 });
  await expect
    .poll(
      () => page.locator('main').getByText(loading).count(),
      // A car's analysis is computed on its first request, for a session moving every second: on a machine
      // running three browser files at once, that can take its time.
      { timeout: 45_000 },
    )
    .toBe(0);
}

describe('accessibility of the public pages (axe-core, WCAG 2.1 AA)', () => {
  // One tab goes from page to page, as a visitor's does: a new tab for each costs its own renderer (most of
  // a second of the browser's CPU here) and checks nothing more. Each page is loaded afresh.
  let tab: Page;
  beforeAll(async () => {
    tab = await site.browser.context.newPage();
    await prepareTab(tab, site.stack.url);
  });
  afterAll(async () => {
    await tab?.close();
  });

  it.for(PUBLIC_PAGES)(
    '$route has no serious or critical violation at 1280 px nor at 390 px',
    async ({ path, loaded }) => {
      await tab.setViewportSize(DESKTOP);
      await tab.goto(`${site.stack.url}${path()}`);
      const findings: string[] = [];
      for (const size of [DESKTOP, PHONE]) {
        await tab.setViewportSize(size);
        await waitForData(tab, loaded(tab));
        // The media queries applied and the ticker's entrance over before the colours are read.
        await waitForAnimations(tab);
        for (const finding of await blockingViolations(tab))
          findings.push(`${size.width} px — ${describeFinding(finding)}`);
      }
      expect(findings).toEqual([]);
    },
  );
});

/** The languages checked besides French: English, Japanese in its own script, Arabic right to left. */
const LANGUAGES = [
  { code: 'en', dir: 'ltr', core: enCore, pages: enPages },
  { code: 'ja', dir: 'ltr', core: jaCore, pages: jaPages },
  { code: 'ar', dir: 'rtl', core: arCore, pages: arPages },
] as const;
type Language = (typeof LANGUAGES)[number];

/** The pages read most during the race, each with its heading in a language. */
const TRANSLATED_PAGES: (Pick<PublicPage, 'route' | 'loaded'> & {
  heading: (language: Language) => string;
})[] = [
  {
    route: '/live/classement',
    heading: (language) => language.core['ranking.title'],
    loaded: first('.ranking-table tbody tr'),
  },
  {
    route: '/live',
    heading: (language) => language.pages['live_hub.title'],
    loaded: first('.live-hub-session strong'),
  },
  {
    route: '/programme',
    heading: (language) => language.pages['programme.title'],
    loaded: first('.day-chip'),
  },
];

describe('accessibility of the live pages and the programme in English, Japanese and Arabic', () => {
  // A browser of its own: the site remembers the language a page was opened in, which the French pages'
  // tests of the other browser must not inherit.
  let languages: TestBrowser;
  let tab: Page;
  beforeAll(async () => {
    languages = await openBrowser();
    tab = await languages.context.newPage();
    await prepareTab(tab, site.stack.url);
  });
  afterAll(async () => {
    await languages?.close();
  });

  it.for(LANGUAGES.flatMap((language) => TRANSLATED_PAGES.map((page) => ({ ...page, language }))))(
    '$route in $language.code has no serious or critical violation at 1280 px nor at 390 px',
    async ({ route, heading, loaded, language }) => {
      await tab.setViewportSize(DESKTOP);
      await tab.goto(`${site.stack.url}${route}?lang=${language.code}`);
      const shown = () =>
        tab.evaluate(() => {
          const root = (
            globalThis as unknown as { document: { documentElement: { lang: string; dir: string } } }
          ).document.documentElement;
          return { lang: root.lang, dir: root.dir };
        });
      await expect
        .poll(() => tab.locator('main h1').textContent(), { timeout: 20_000 })
        .toBe(heading(language));
      await expect.poll(shown).toEqual({ lang: language.code, dir: language.dir });
      const findings: string[] = [];
      for (const size of [DESKTOP, PHONE]) {
        await tab.setViewportSize(size);
        await waitForData(tab, loaded(tab), loadingPatternOf(language.core, language.pages));
        for (const finding of await blockingViolations(tab))
          findings.push(`${size.width} px — ${describeFinding(finding)}`);
      }
      expect(findings).toEqual([]);
    },
  );
});

describe('the shell on a 390 px phone', () => {
  it('keeps the bubbles off the ranking table, wherever the page is scrolled', async () => {
    await site.browser.withPage('phone-bubbles', async (page) => {
      await openPage(page, site.stack.url, '/live/classement');
      await page.setViewportSize(PHONE);
      const table = page.locator('.ranking-table');
      await table.locator('tbody tr').first().waitFor({ timeout: 20_000 });
      const bubbles = page.getByRole('complementary', { name: 'Contact et soutien' });
      expect(await bubbles.getByRole('link', { name: 'Nous contacter' }).count()).toBe(1);

      const overlaps = async () => {
        const tableBox = await table.boundingBox();
        if (!tableBox) throw new Error('le classement n’est pas affiché');
        const shown = [];
        for (const bubble of await page.locator('.bubble').all()) {
          const box = await bubble.boundingBox();
          if (box && intersects(box, tableBox)) shown.push(box);
        }
        return shown;
      };
      // Both boxes are read in the window's coordinates: at the top, half-way and at the bottom of the page.
      for (const fraction of [0, 0.5, 1]) {
        await page.evaluate((at) => {
          const window = globalThis as unknown as {
            document: { documentElement: { scrollHeight: number } };
            scrollTo(x: number, y: number): void;
          };
          window.scrollTo(0, window.document.documentElement.scrollHeight * at);
        }, fraction);
        expect(await overlaps()).toEqual([]);
      }
    });
  });

  it('shows a long ticker item whole, wrapped within the window', async () => {
    // A browser context of its own: its clock is moved on.
    await withOwnBrowser('phone-ticker', async (page) => {
      await prepareTab(page, site.stack.url);
      await page.clock.install();
      await page.goto(`${site.stack.url}/`);
      await page.setViewportSize(PHONE);
      const ticker = page.getByRole('region', { name: 'Actualités et alertes' });
      const text = ticker.locator('.ticker__text');
      // An item too long for one line of the window: the ticker rotates every 5 s through at most 8; the
      // page's clock is moved on to the next item rather than waited for.
      await expect
        .poll(
          async () => {
            const length = (await text.count()) ? ((await text.textContent()) ?? '').length : 0;
            if (length <= 45) await page.clock.fastForward(5000);
            return length;
          },
          { timeout: 45_000, interval: 250 },
        )
        .toBeGreaterThan(45);
      // The pointer on the ticker holds the item in place, its entrance over, while it is measured.
      await ticker.hover();
      await waitForAnimations(page);
      const shown = await text.evaluate((element) => {
        const node = element as unknown as {
          scrollWidth: number;
          clientWidth: number;
          scrollHeight: number;
          clientHeight: number;
          getBoundingClientRect(): { left: number; right: number; top: number; bottom: number };
        };
        const box = node.getBoundingClientRect();
        return {
          cut: node.scrollWidth > node.clientWidth || node.scrollHeight > node.clientHeight,
          inWindow: box.left >= 0 && box.right <= 390 && box.top >= 0 && box.bottom <= 844,
        };
      });
      expect(shown).toEqual({ cut: false, inWindow: true });
    });
  });
});
