import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jumpFeedTo } from '../support/feed-control.ts';
import { liveIndicatorsOf, RUNNING_FLAG_KINDS, waitForPageSeconds } from './support/live-indicators.ts';
import { openPage, type PageWindow, saveScreenshot } from './support/pages.ts';
import { apiFrameOf, waitForHistory } from './support/recorded-history.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * The TV delay on the whole site, the race fed mid-race at its own pace: the ranking, the banner and the
 * badge show the race as it was 10 s ago, exactly as GET /api/live?at= rebuilds that moment, from the moment
 * the delay is set and from the first paint of a page opened with it stored. Last, the feed jumps to the
 * flag: until the delayed moment reaches it, no page gives the result away.
 */

/** The shortest preset: what is checked holds for any delay, and the test waits it out twice. */
const DELAY_S = 10;
/** Frames arrive every second or so, and the moment shown moves on by whole frames. */
const DELAY_TOLERANCE_S = 4;
const COMPARED_ROWS = 10;

const site = useSiteStack({ feedStart: '12:00:00', feedSpeed: 1, pollIntervalMs: 500 });

const apiOf = (path: string) => apiFrameOf(site.stack.url, path);

interface Shown {
  /** The race time (s) of the frame shown, from the badge; null while none is. */
  elapsed: number | null;
  /** "number:laps" of the first rows, in the table's order. */
  rows: string[];
}

/** The little of the DOM the evaluated function reads (the tests are typed without the DOM library). */
interface PageNode {
  textContent: string | null;
  children: ArrayLike<PageNode>;
  getAttribute(name: string): string | null;
  querySelector(selector: string): PageNode | null;
  querySelectorAll(selector: string): ArrayLike<PageNode>;
}

/** The badge's moment and the table, read at once (the next frame may replace the table at any time). */
const shownOf = (page: Page): Promise<Shown> =>
  page.locator('body').evaluate((element, count) => {
    const body = element as unknown as PageNode;
    const elapsed = body.querySelector('[data-testid="tv-delay-badge"]')?.getAttribute('data-elapsed');
    const headers = Array.from(body.querySelectorAll('thead th'), (th) => th.textContent?.trim());
    const laps = headers.indexOf('Tours');
    const rows = Array.from(body.querySelectorAll('tr[data-number]'))
      .slice(0, count)
      .map((row) => `${row.getAttribute('data-number')}:${row.children[laps]?.textContent?.trim()}`);
    return { elapsed: elapsed ? Number(elapsed) : null, rows };
  }, COMPARED_ROWS);

/**
 * What is wrong with the delayed picture, or null: it must be the API's frame at the moment it shows, and
 * that moment 10 s behind the live one.
 */
async function delayProblem(page: Page): Promise<string | null> {
  const shown = await shownOf(page);
  if (shown.elapsed === null || shown.rows.length < COMPARED_ROWS) return 'aucun moment affiché';
  const live = await apiOf('/api/live');
  const past = await apiOf(
    `/api/live?sessionId=${encodeURIComponent(live.session_id)}&at=${Math.round(shown.elapsed * 1000)}`,
  );
  const expected = past.data
    .slice(0, COMPARED_ROWS)
    .map((row) => `${row.participant_number}:${row.lap_count}`);
  if (expected.join() !== shown.rows.join()) return `classement ${shown.rows} ≠ ${expected}`;
  const behind = live.weather.elapsed_time - shown.elapsed;
  return Math.abs(behind - DELAY_S) <= DELAY_TOLERANCE_S ? null : `${behind} s de retard`;
}

/** The moments the page asks of the API (GET /api/live?sessionId=&at=), as they are asked. */
function recordPastRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/live\?.*\bat=/.test(request.url())) asked.push(request.url());
  });
  return asked;
}

/**
 * Long enough for every page to be read while the live race has taken the flag and the delayed one has not;
 * its preset, as the control names it.
 */
const SPOILER_DELAY_S = 30;
const SPOILER_DELAY = '30 s';

/**
 * What the hub and the ranking's header say of the race's phase, the flag the banner shows on each, and
 * whether a page names a result.
 */
const phaseTexts = async (hub: Page, ranking: Page) => {
  const said = (page: Page, selector: string) => page.locator(selector).first().textContent();
  const namesResult = async (page: Page) =>
    /Résultat (provisoire|final)/.test((await page.locator('body').textContent()) ?? '');
  return {
    hub: await said(hub, '.live-hub-phase'),
    hubBanner: (await liveIndicatorsOf(hub)).bannerFlagKind,
    ranking: await said(ranking, '.ranking-header .flag-badge'),
    rankingBanner: (await liveIndicatorsOf(ranking)).bannerFlagKind,
    result: (await namesResult(hub)) || (await namesResult(ranking)),
  };
};

/** The finish of the live race, as GET /api/live/state gives it: null until the leader's flag. */
async function liveFinish(): Promise<string | null> {
  const response = await fetch(`${site.stack.url}/api/live/state`);
  return ((await response.json()) as { finish?: string | null }).finish ?? null;
}

const storedDelay = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as PageWindow).localStorage.getItem('lemans-live:differe-tv'));
const badge = (page: Page) => page.getByTestId('tv-delay-badge');
const control = (page: Page) => page.getByTestId('tv-delay');

describe('TV delay', () => {
  it('shows the ranking and the banner 10 s behind the live race once set, as the API rebuilds them', async () => {
    await waitForHistory(site.stack.url, DELAY_S + 10);
    await site.browser.withPage('tv-delay', async (page) => {
      const pastRequests = recordPastRequests(page);
      await openPage(page, site.stack.url, '/live/classement');
      await expect.poll(() => page.locator('tr[data-number]').count(), { timeout: 30_000 }).toBe(62);
      expect(await badge(page).count()).toBe(0);

      await control(page).getByText('Différé TV : En direct').click();
      const live = control(page).getByRole('button', { name: 'En direct', exact: true });
      expect(await live.getAttribute('aria-pressed')).toBe('true');
      const preset = control(page).getByRole('button', { name: '10 s', exact: true });
      const liveWhenSet = (await apiOf('/api/live')).weather.elapsed_time;
      await preset.click();
      expect(await preset.getAttribute('aria-pressed')).toBe('true');
      expect(await live.getAttribute('aria-pressed')).toBe('false');
      await expect.poll(() => badge(page).textContent()).toMatch(/^📺 Différé TV 10 s : /);
      expect(await badge(page).textContent()).toContain('affichés avec 10 s de retard sur le direct');

      // At once, from the moments the API rebuilds (no frame received 10 s ago yet)...
      await expect.poll(() => delayProblem(page), { timeout: 15_000 }).toBeNull();
      expect(pastRequests.length).toBeGreaterThan(0);
      // ...then from the frames received, once they are 10 s old: the API is no longer asked. The moment shown
      // 5 s of race past the one live when the delay was set, the page has held the frames received since for
      // longer than the delay.
      const shownElapsed = async () => (await shownOf(page)).elapsed ?? 0;
      await expect
        .poll(shownElapsed, { timeout: (DELAY_S + 30) * 1000 })
        .toBeGreaterThanOrEqual(liveWhenSet + 5);
      const asked = pastRequests.length;
      for (let sample = 0; sample < 3; sample++) {
        await expect.poll(() => delayProblem(page), { timeout: 5_000 }).toBeNull();
        // The next frame received takes its turn on screen.
        const shown = await shownElapsed();
        await expect.poll(shownElapsed, { timeout: 10_000 }).toBeGreaterThan(shown);
      }
      expect(pastRequests.length).toBe(asked);
      expect(await storedDelay(page)).toBe('10000');
      await saveScreenshot(page, 'ranking-delay-1280.png');
    });
  }, 180_000);

  it('shows the delayed race from the first paint of a page opened with the delay stored, on every page', async () => {
    await site.browser.withPage('tv-delay-stored', async (page) => {
      const pastRequests = recordPastRequests(page);
      await openPage(page, site.stack.url, '/live/classement');
      await page.locator('tr[data-number]').first().waitFor({ timeout: 30_000 });
      // The first rows painted are already the delayed ones: the moment was asked of the API.
      const first = await shownOf(page);
      expect(first.elapsed).not.toBeNull();
      expect(pastRequests.length).toBeGreaterThan(0);
      expect(pastRequests[0]).toMatch(/at=\d\d%3A\d\d%3A\d\d$/);
      await expect.poll(() => delayProblem(page), { timeout: 15_000 }).toBeNull();

      // The badge says it on a page with no ranking.
      await page.getByRole('link', { name: 'Programme', exact: true }).first().click();
      await page.waitForURL(/\/programme$/);
      await expect.poll(() => badge(page).textContent()).toMatch(/^📺 Différé TV 10 s : /);

      // Back to live: the badge goes, and the choice is forgotten.
      await page.goto(`${site.stack.url}/live`);
      await control(page).getByText('Différé TV : 10 s').click();
      await control(page).getByRole('button', { name: 'En direct', exact: true }).click();
      await badge(page).waitFor({ state: 'detached' });
      expect(await storedDelay(page)).toBeNull();
    });
  });

  it('takes a delay typed in seconds, and names what is wrong with anything else', async () => {
    await site.browser.withPage('tv-delay-field', async (page) => {
      await openPage(page, site.stack.url, '/live');
      await control(page).getByText('Différé TV : En direct').click();
      const field = control(page).getByLabel('Différé en secondes');
      await field.fill('12,5');
      await control(page).getByRole('button', { name: 'Appliquer' }).click();
      expect(await control(page).getByRole('alert').textContent()).toBe(
        '« 12,5 » : indiquez un nombre entier de secondes, de 0 à 300.',
      );
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      expect(await badge(page).count()).toBe(0);
      await field.fill('45');
      await field.press('Enter');
      await expect.poll(() => badge(page).textContent()).toMatch(/^📺 Différé TV 45 s : /);
      expect(await control(page).getByRole('alert').count()).toBe(0);
      expect(await control(page).locator('button[aria-pressed="true"]').count()).toBe(0);
      await control(page).getByRole('button', { name: 'En direct', exact: true }).click();
    });
  });

  it('keeps saying « En course » on the hub, the ranking and the banner while the flag is not yet shown', async () => {
    await waitForHistory(site.stack.url, SPOILER_DELAY_S + 10);
    await site.browser.withPage('tv-delay-spoiler-hub', async (hub) => {
      await site.browser.withPage('tv-delay-spoiler-ranking', async (ranking) => {
        await openPage(hub, site.stack.url, '/live');
        await control(hub).getByText('Différé TV : En direct').click();
        await control(hub).getByRole('button', { name: SPOILER_DELAY, exact: true }).click();
        await expect
          .poll(() => badge(hub).textContent())
          .toMatch(new RegExp(`^📺 Différé TV ${SPOILER_DELAY} : `));
        await openPage(ranking, site.stack.url, '/live/classement');
        const racing = {
          hub: 'En course',
          hubBanner: expect.toBeOneOf(RUNNING_FLAG_KINDS),
          ranking: 'En course',
          rankingBanner: expect.toBeOneOf(RUNNING_FLAG_KINDS),
          result: false,
        };
        await expect.poll(() => phaseTexts(hub, ranking), { timeout: 30_000 }).toEqual(racing);
        // The pages show the frames they received, once these are as old as the delay: the moment shown is then
        // what was live that long ago, not the race time reached less the delay, which the jump below moves.
        await waitForPageSeconds(ranking, SPOILER_DELAY_S + 5);

        // The leader takes the flag live; the pages, behind, still show the race under way.
        await jumpFeedTo(site.stack.feedUrl, '24:03:30');
        await expect.poll(liveFinish, { timeout: 20_000 }).toMatch(/^(provisional|final)$/);
        expect(await phaseTexts(hub, ranking)).toEqual(racing);

        // Once the delayed moment passes the flag, they give the result.
        await expect
          .poll(() => ranking.locator('.ranking-header .flag-badge').textContent(), {
            timeout: (SPOILER_DELAY_S + 60) * 1000,
          })
          .toMatch(/^🏁 Résultat (provisoire|final)$/);
        // Back to live (the control is still open), so that no later page inherits the delay.
        await control(hub).getByRole('button', { name: 'En direct', exact: true }).click();
        await badge(hub).waitFor({ state: 'detached' });
      });
    });
  }, 240_000);
});
