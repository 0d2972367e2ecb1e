import { formatRaceTime } from '@lemans/contract/timing';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForPageTime } from './support/live-indicators.ts';
import {
  openPage,
  type PageWindow,
  PHONE,
  pauseJustAhead,
  prepareTab,
  waitForNextFrame,
  withOwnBrowser,
} from './support/pages.ts';
import { apiGet } from './support/site-api.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * What every page has around its screen (spec part 1 §2 and §7): the audience tracking, the bottom banner,
 * the bubbles, the connection indicator, the menus and the document titles. The race starts a few seconds
 * before the chequered flag, so that race control announces it (the ticker's first alert).
 */

// The chequered flag (24:02:53) is an alert only if ingest sees it fall: the feed starts far enough before
// it for ingest to be polling by then, however slowly the services start.
const site = useSiteStack({ feedStart: '24:02:10', feedSpeed: 1, pollIntervalMs: 500 });

const open = (page: Page, path: string) => openPage(page, site.stack.url, path);

/** The accessible name or text of the focused element, and its aria-controls. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = (globalThis as unknown as PageWindow).document.activeElement;
    return { text: element?.textContent?.trim() ?? '', controls: element?.getAttribute('aria-controls') };
  });

/** Presses Tab until `isTarget` holds for the focused element (at most 15 times). */
async function tabTo(
  page: Page,
  isTarget: (focus: Awaited<ReturnType<typeof focused>>) => boolean,
): Promise<void> {
  for (let presses = 0; presses < 15; presses++) {
    await page.keyboard.press('Tab');
    if (isTarget(await focused(page))) return;
  }
  throw new Error(`focus never reached the element; it is on ${JSON.stringify(await focused(page))}`);
}

describe('audience tracking', () => {
  it('stores page views, the time on each page and the page errors, with nothing shown to the visitor', async () => {
    const since = new Date();
    await site.browser.withPage('analytics', async (page) => {
      const firstBatch = page.waitForRequest(
        (request) => new URL(request.url()).pathname === '/api/analytics',
        { timeout: 20_000 },
      );
      await open(page, '/');
      await page.locator('.home-hero').waitFor();
      // Tracking starts 100 ms after the router is ready: its first batch (the session's start) has left.
      await firstBatch;
      await page
        .getByRole('navigation', { name: 'Navigation principale' })
        .getByRole('link', { name: 'Programme' })
        .click();
      await expect.poll(() => page.title()).toBe('Programme — Le Mans live');
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('Erreur de test volontaire');
        });
        void Promise.reject(new Error('Rejet de test volontaire'));
      });
      // Both reached the page's handlers (the browser tells the test as it dispatches them), and a frame
      // painted since shows nothing of them.
      await expect
        .poll(() => pageErrors.filter((message) => /de test volontaire/.test(message)))
        .toHaveLength(2);
      await waitForNextFrame(page);
      expect(await page.getByText(/de test volontaire/).count()).toBe(0);
      // Leaving the page sends what waits, as a beacon, before the 5 s batch would have left.
      await page.goto('about:blank');
    });

    const stored = async () => {
      const { rows } = await sql<{
        name: string;
        section: string;
        path: string;
        data: Record<string, unknown>;
      }>`
        SELECT name, section, path, data FROM analytics_events WHERE received_at >= ${since} ORDER BY id
      `.execute(site.stack.database.db);
      return rows;
    };
    await expect.poll(stored, { timeout: 15_000 }).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'session_start', section: 'home', path: '/' }),
        { name: 'page_view', section: 'home', path: '/', data: { title: 'Accueil — Le Mans live' } },
        expect.objectContaining({ name: 'time_on_page', section: 'home', path: '/' }),
        {
          name: 'page_view',
          section: 'programme',
          path: '/programme',
          data: { title: 'Programme — Le Mans live' },
        },
        expect.objectContaining({
          name: 'error',
          section: 'programme',
          path: '/programme',
          data: expect.objectContaining({
            kind: 'error',
            type: 'Error',
            message: 'Erreur de test volontaire',
          }),
        }),
        expect.objectContaining({
          name: 'error',
          data: expect.objectContaining({ kind: 'unhandledrejection', message: 'Rejet de test volontaire' }),
        }),
        expect.objectContaining({ name: 'time_on_page', section: 'programme', path: '/programme' }),
      ]),
    );
    const names = (await stored()).map((event) => event.name);
    expect(names.filter((name) => name === 'session_start')).toHaveLength(1);
    expect(names.filter((name) => name === 'page_view')).toHaveLength(2);
  });
});

describe('news and status banner', () => {
  it("shows the session's current race-control alerts with their race time, then the news, and rotates every 5 s", async () => {
    type Alert = { type: string; title: string; message: string; race_time: number };
    await expect
      .poll(() => apiGet<Alert[]>(site.stack.url, '/api/live-alerts'), { timeout: 60_000 })
      .not.toEqual([]);
    const alerts = await apiGet<Alert[]>(site.stack.url, '/api/live-alerts');
    expect(alerts[0]?.title).toBe('Drapeau à damier');
    // Race control's current alerts: its latest state, the chequered flag (an earlier flag is over), and the
    // abandonments of these last minutes.
    const current = alerts.filter((alert, index) => index === 0 || alert.type === 'dnf');
    const news = (title: string) => ['Actualité', '', title];
    // The race is over and shown as it stands, that evening: the news of the last hours, up to the
    // disqualification. Race control's words are no longer live news: their chip says whose they are, not LIVE.
    const expected = [
      ...current.map((alert) => ['Direction de course', formatRaceTime(alert.race_time), alert.message]),
      // The catalogue's current alerts of the live, session and trial categories, newest first, are news (the
      // night's safety car, the restart and the Saturday's full course yellow are over: the chequered flag
      // has fallen)...
      news('Drapeau à damier sur la 93e édition'),
      // ...then its other alerts, the weather of the moment, then the three latest news; eight items at most.
      news('La Ferrari n°50 disqualifiée après les vérifications techniques'),
      ['Météo', '', expect.stringMatching(/^Air /)],
      news('Manthey 1st Phorm vainqueur en LMGT3'),
      news("Inter Europol Competition s'impose en LMP2"),
      news("Triomphe de la Ferrari n°83 d'AF Corse"),
    ].slice(0, 8);
    const count = (position: number) => `${position}/${expected.length}`;

    await withOwnBrowser('ticker', async (page) => {
      await prepareTab(page, site.stack.url);
      // The evening after the race: its news are those of the last hours.
      await page.clock.install({ time: new Date('2025-06-15T22:00:00+02:00') });
      await page.goto(`${site.stack.url}/`);
      const shownItem = () =>
        page.locator('.ticker').evaluate((ticker) => ({
          count: ticker.querySelector('.ticker__count')?.textContent ?? '',
          label: ticker.querySelector('.ticker__label')?.textContent ?? '',
          time: ticker.querySelector('.ticker__time')?.textContent ?? '',
          text: ticker.querySelector('.ticker__text')?.textContent ?? '',
          href: ticker.querySelector('a')?.getAttribute('href'),
          flash: ticker.querySelector('a')?.classList.contains('is-flash'),
        }));
      await expect
        .poll(shownItem, { timeout: 15_000 })
        .toMatchObject({ count: count(1), label: 'Direction de course', text: expected[0]?.[2] });
      expect(await shownItem()).toMatchObject({ href: '/live/classement', flash: true });

      // Time stands still, then moves a second at a time: each item stays 5 s.
      await pauseJustAhead(page);
      const seen: (Awaited<ReturnType<typeof shownItem>> & { second: number })[] = [];
      for (let second = 0; second < 45 && seen.length < expected.length; second++) {
        const item = await shownItem();
        if (!seen.some((entry) => entry.count === item.count)) {
          seen.push({ second, ...item });
        }
        await page.clock.runFor(1000);
      }
      expect(seen.map((item) => item.count)).toEqual(expected.map((_, index) => count(index + 1)));
      expect(seen.map((item) => [item.label, item.time, item.text])).toEqual(expected);
      const gaps = seen.slice(1).map((item, index) => item.second - (seen[index]?.second ?? 0));
      expect(gaps.slice(1)).toEqual(Array(expected.length - 2).fill(5));
      expect(seen[current.length]?.href).toBe('/actualites?articleId=5');
      await page.clock.runFor(5000);
      expect((await shownItem()).count).toBe(count(1));
    });
  });

  it('stays minimised across a reload, announces each change, and shows the finished session', async () => {
    await site.browser.withPage('banner', async (page) => {
      await open(page, '/');
      const banner = page.locator('.news-banner');
      await expect
        .poll(() => page.locator('.session-bar__name').textContent(), { timeout: 15_000 })
        .toBe('Course');
      // Past the leader's flag: provisional while the last cars finish their lap, final once they have.
      await expect
        .poll(() => page.locator('.race-flag').textContent(), { timeout: 15_000 })
        .toMatch(
          /^(Résultat provisoire : Drapeau à damier : résultat provisoire|Résultat final : Drapeau à damier : résultat final)$/,
        );

      const listen = () =>
        page.evaluate(() => {
          const window = globalThis as unknown as PageWindow;
          window.recorded = [];
          window.addEventListener('banner-toggle', (event) => window.recorded.push(event.detail));
        });
      const toggles = () => page.evaluate(() => (globalThis as unknown as PageWindow).recorded);
      const stored = () =>
        page.evaluate(() =>
          (globalThis as unknown as PageWindow).localStorage.getItem('lemans-live:bandeau-reduit'),
        );

      await listen();
      await banner.getByRole('button', { name: 'Réduire le bandeau' }).click();
      expect(await banner.getAttribute('class')).toBe('news-banner is-minimised');
      expect(await page.locator('.ticker').count()).toBe(0);
      expect(await page.locator('.shell').getAttribute('data-banner')).toBe('reduit');
      expect(await toggles()).toEqual([{ minimised: true }]);
      expect(await stored()).toBe('true');

      await page.reload();
      const restore = banner.getByRole('button', { name: 'Afficher le bandeau' });
      await restore.waitFor();
      expect(await banner.getAttribute('class')).toBe('news-banner is-minimised');
      expect(await restore.getAttribute('aria-expanded')).toBe('false');

      await listen();
      await restore.click();
      await page.locator('.ticker').waitFor();
      expect(await toggles()).toEqual([{ minimised: false }]);
      expect(await stored()).toBe('false');
    });
  });
});

describe('bubbles', () => {
  it('hides a dismissed bubble for 24 hours, then shows it again', async () => {
    await withOwnBrowser('bubbles', async (page) => {
      await prepareTab(page, site.stack.url);
      await page.clock.install({ time: new Date('2025-06-15T18:00:00+02:00') });
      await page.goto(`${site.stack.url}/`);
      const contact = page.locator('.bubbles').getByRole('link', { name: 'Nous contacter' });
      const donation = page.getByRole('button', { name: '1€ = 1 café' });
      await contact.waitFor();
      expect(await contact.getAttribute('href')).toBe('/contact');

      await donation.click();
      expect(await donation.getAttribute('aria-expanded')).toBe('true');
      expect(await page.locator('.bubble__note p').textContent()).toBe(
        'Le site est gratuit et sans publicité : un café offert aide à payer son hébergement.',
      );

      await page.getByRole('button', { name: 'Masquer la bulle de contact pendant 24 heures' }).click();
      expect(await contact.count()).toBe(0);
      expect(await donation.isVisible()).toBe(true);

      await page.reload();
      await donation.waitFor();
      expect(await contact.count()).toBe(0);

      // Two minutes short of the 24 hours: once the page's clock, which the bubbles read, is there, still hidden.
      const forwardedTo = (await page.evaluate(() => Date.now())) + (23 * 60 + 58) * 60_000;
      await page.clock.fastForward('23:58:00');
      await waitForPageTime(page, forwardedTo);
      expect(await contact.count()).toBe(0);
      await page.clock.fastForward('03:00');
      await contact.waitFor({ timeout: 5_000 });
    });
  });
});

describe('connection indicator', () => {
  it("reads 'En ligne', 'Hors ligne' while the realtime server is down, and offers to retry after the quick attempts", async () => {
    await site.browser.withPage('connection', async (page) => {
      await open(page, '/');
      const words = () => page.locator('.connection__word').allTextContents();
      await expect.poll(words, { timeout: 20_000 }).toEqual(['En ligne', 'En ligne']);
      const retry = page.getByRole('button', { name: 'Réessayer' });
      await site.stack.restart('realtime', async () => {
        await expect.poll(words, { timeout: 10_000 }).toEqual(['Hors ligne', 'Hors ligne']);
        // Three attempts, a second apart, then the top bar offers a manual retry.
        await retry.waitFor({ timeout: 15_000 });
        // Tried while the server is still down, it fails: the page keeps trying, and offers it again.
        await retry.click();
        await retry.waitFor({ state: 'detached' });
        await retry.waitFor({ timeout: 15_000 });
      });
      // The slower attempts go on by themselves: the page comes back without the button.
      await expect.poll(words, { timeout: 40_000 }).toEqual(['En ligne', 'En ligne']);
      expect(await retry.count()).toBe(0);
    });
  });
});

describe('navigation', () => {
  it('opens the mobile menu from the keyboard at 390 px, and follows a link', async () => {
    await site.browser.withPage('mobile-menu', async (page) => {
      await open(page, '/');
      await page.setViewportSize(PHONE);
      const burger = page.getByRole('button', { name: 'Menu', exact: true });
      const menuLink = page.locator('#menu-principal').getByRole('link', { name: 'Programme', exact: true });
      expect(await burger.getAttribute('aria-expanded')).toBe('false');
      expect(await menuLink.isVisible()).toBe(false);

      await tabTo(page, (focus) => focus.controls === 'menu-principal');
      await page.keyboard.press('Enter');
      expect(await burger.getAttribute('aria-expanded')).toBe('true');
      await menuLink.waitFor();

      // Escape folds it and gives the focus back to the button.
      await page.keyboard.press('Escape');
      expect(await burger.getAttribute('aria-expanded')).toBe('false');
      expect((await focused(page)).controls).toBe('menu-principal');

      await page.keyboard.press('Enter');
      await tabTo(page, (focus) => focus.text === 'Programme');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.title()).toBe('Programme — Le Mans live');
      expect(new URL(page.url()).pathname).toBe('/programme');
      expect(await burger.getAttribute('aria-expanded')).toBe('false');
      expect(await menuLink.isVisible()).toBe(false);
    });
  });

  it('works the Live dropdown from the keyboard', async () => {
    await site.browser.withPage('live-menu', async (page) => {
      await open(page, '/programme');
      const toggle = page.getByRole('button', { name: 'Pages du live' });
      const list = page.locator('.live-menu__list');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await list.isVisible()).toBe(false);

      await tabTo(page, (focus) => focus.controls !== null && focus.text === 'Pages du live▾');
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await list.getByRole('link').allTextContents()).toEqual([
        'Classement',
        'Circuit',
        'Direction de course',
        'Vidéos',
      ]);

      await page.keyboard.press('Escape');
      expect(await list.isVisible()).toBe(false);
      expect((await focused(page)).text).toBe('Pages du live▾');

      // Tabbing through the open menu and out of it closes it.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect((await focused(page)).text).toBe('Classement');
      await page.keyboard.press('Tab');
      expect((await focused(page)).text).toBe('Circuit');
      await page.keyboard.press('Tab');
      expect((await focused(page)).text).toBe('Direction de course');
      await page.keyboard.press('Tab');
      expect((await focused(page)).text).toBe('Vidéos');
      await page.keyboard.press('Tab');
      expect((await focused(page)).text).toBe('Programme');
      expect(await list.isVisible()).toBe(false);

      await page.keyboard.press('Shift+Tab');
      expect((await focused(page)).text).toBe('Pages du live▾');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => page.title()).toBe('Vidéos en direct — Le Mans live');
      expect(new URL(page.url()).pathname).toBe('/live/videos');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      const liveLink = page.locator('.live-menu > a');
      expect(await liveLink.getAttribute('aria-current')).toBe('page');
    });
  });

  it('keeps the footer below the first screen of a phone while a page fills: it never jumps in view', async () => {
    await site.browser.withPage('footer-shift', async (page) => {
      await prepareTab(page, site.stack.url);
      await page.setViewportSize(PHONE);
      const shifted: Record<string, string[]> = {};
      // Each page's last content to arrive: the news of the home page, the 62 rows of the ranking.
      for (const [path, filled] of [
        ['/', '.news-card'],
        ['/live/classement', '.ranking-row >> nth=61'],
      ] as const) {
        await page.goto(`${site.stack.url}${path}`);
        await page.locator(filled).first().waitFor();
        shifted[path] = await shiftedElements(page);
      }
      expect(shifted['/']).not.toContain('site-footer');
      expect(shifted['/live/classement']).not.toContain('site-footer');
    });
  });

  it('names each page in the document title; an unknown address leads home', async () => {
    await site.browser.withPage('titles', async (page) => {
      await prepareTab(page, site.stack.url);
      const titles: Record<string, string> = {};
      for (const path of [
        '/',
        '/live',
        '/live/classement',
        '/live/circuit',
        '/live/videos',
        '/programme',
        '/nulle-part',
      ]) {
        await page.goto(`${site.stack.url}${path}`);
        await page.locator('main h1').first().waitFor();
        titles[path] = `${new URL(page.url()).pathname} ${await page.title()}`;
      }
      expect(titles).toEqual({
        '/': '/ Accueil — Le Mans live',
        '/live': '/live Live — Le Mans live',
        '/live/classement': '/live/classement Classement en direct — Le Mans live',
        '/live/circuit': '/live/circuit Le circuit en direct — Le Mans live',
        '/live/videos': '/live/videos Vidéos en direct — Le Mans live',
        '/programme': '/programme Programme — Le Mans live',
        '/nulle-part': '/ Accueil — Le Mans live',
      });
    });
  });
});

/**
 * The class names of every element the page's layout shifts have moved since it loaded, as the browser
 * records them (the sources of its layout-shift entries, which Lighthouse's CLS counts).
 */
function shiftedElements(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const names: string[] = [];
        const { PerformanceObserver } = globalThis as unknown as ShiftWindow;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            for (const source of entry.sources) names.push(source.node?.className ?? '');
        }).observe({ type: 'layout-shift', buffered: true });
        // The buffered entries come in the observer's first callback; a page without shifts has none.
        setTimeout(() => resolve(names), 500);
      }),
  );
}

interface ShiftWindow {
  PerformanceObserver: new (
    callback: (list: { getEntries(): { sources: { node: { className: string } | null }[] }[] }) => void,
  ) => { observe(options: { type: string; buffered: boolean }): void };
}
