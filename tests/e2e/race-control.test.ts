import type { RaceControlAnswer, RaceControlEntry } from '@lemans/contract';
import { formatLapTime, formatRaceTime } from '@lemans/contract/timing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jumpFeedTo } from '../support/feed-control.ts';
import { horizontalOverflow, openPage, PHONE, paramsOf, saveScreenshots } from './support/pages.ts';
import { RECORDED_RACE, RECORDED_RACE_SEED } from './support/recorded-race.ts';
import { openBrowser } from './support/shared-browser.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * The race-control log (/live/direction-de-course): the whole 2025 race recorded, shown as it was at a moment
 * (time travel), filtered by class and to the followed cars, on a laptop and a phone; and the live race, a
 * minute before the full course yellow of 14:38, shown with a TV delay.
 */

/** The live race's full course yellow, as the timing file flags it. */
const FCY_AT = '14:38:00';
const FCY_MS = (14 * 3600 + 38 * 60) * 1000;
const DELAY_S = 10;

const site = useSiteStack({
  seed: RECORDED_RACE_SEED,
  feedStart: '14:30:00',
  feedSpeed: 1,
  pollIntervalMs: 500,
});

const entries = (page: Page) => page.locator('.race-control-log .race-control-entry');

/** Each shown entry's race time (ms), title, car and message (with its own language, if any), read at once. */
const shownEntries = (page: Page) =>
  entries(page).evaluateAll((items) =>
    items.map((item) => ({
      raceTime: Number(item.getAttribute('data-race-time')),
      title: item.querySelector('.race-control-entry__title')?.textContent ?? '',
      car: item.querySelector('.car-number')?.textContent ?? null,
      carClass: item.querySelector('.car-number')?.getAttribute('class') ?? null,
      message: item.querySelector('.race-control-entry__message')?.textContent ?? '',
      messageLang: item.querySelector('.race-control-entry__message')?.getAttribute('lang') ?? null,
    })),
  );

async function apiLog(path: string): Promise<RaceControlEntry[]> {
  const response = await fetch(`${site.stack.url}/api/race-control${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return ((await response.json()) as RaceControlAnswer).entries;
}

describe('the race-control log /live/direction-de-course', () => {
  it('shows what race control had said by the moment shown, newest first, by class and followed cars', async () => {
    await site.browser.withPage('race-control', async (page) => {
      await openPage(page, site.stack.url, `/live/direction-de-course?session=${RECORDED_RACE}&t=12:00:00`);
      const expected = await apiLog(`?session=${RECORDED_RACE}&t=12:00:00`);
      expect(expected.length).toBeGreaterThan(10);
      await expect.poll(() => entries(page).count(), { timeout: 30_000 }).toBe(expected.length);
      const shown = await shownEntries(page);
      expect(shown.map((entry) => entry.raceTime)).toEqual(expected.map((entry) => entry.race_time));
      expect(shown.every((entry) => entry.raceTime <= 12 * 3_600_000)).toBe(true);
      expect(await entries(page).first().locator('time').textContent()).toBe(
        formatRaceTime(expected[0]?.race_time ?? 0),
      );
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Direction de course');
      expect(await page.title()).toBe('Direction de course — Le Mans live');

      // One class: its cars' entries and the flags, the class kept in the address.
      await page
        .getByRole('group', { name: 'Catégorie affichée' })
        .getByRole('button', { name: 'LMP2' })
        .click();
      await expect.poll(() => paramsOf(page.url()).categorie).toBe('lmp2');
      const lmp2 = await shownEntries(page);
      const expectedLmp2 = expected.filter(
        (entry) => entry.participant_number === null || entry.category === 'LMP2',
      );
      expect(lmp2).toHaveLength(expectedLmp2.length);
      expect(
        lmp2.filter((entry) => entry.car !== null).every((entry) => entry.carClass?.includes('lmp2')),
      ).toBe(true);
      // No car followed: the flags alone.
      await page.getByRole('button', { name: 'Mes voitures' }).click();
      await expect
        .poll(async () => (await shownEntries(page)).filter((entry) => entry.car !== null))
        .toEqual([]);
      expect(await entries(page).count()).toBe(
        expected.filter((entry) => entry.participant_number === null).length,
      );
      await page.getByRole('button', { name: 'Toutes les voitures' }).click();
      await page
        .getByRole('group', { name: 'Catégorie affichée' })
        .getByRole('button', { name: 'Toutes' })
        .click();
      await expect.poll(() => entries(page).count()).toBe(expected.length);

      // Later in the race, later entries.
      await openPage(page, site.stack.url, `/live/direction-de-course?session=${RECORDED_RACE}&t=24:30:00`);
      const whole = await apiLog(`?sessionId=${RECORDED_RACE}`);
      await expect.poll(() => entries(page).count(), { timeout: 30_000 }).toBe(whole.length);
      // The flag, then the results' disqualification (#50).
      const titles = (await shownEntries(page)).map((entry) => entry.title);
      expect(titles).toContain('Drapeau à damier');
      expect(titles).toContain('Disqualification');

      await page.setViewportSize(PHONE);
      expect(await horizontalOverflow(page)).toBe(0);
      expect(await entries(page).first().isVisible()).toBe(true);
      await saveScreenshots(page, 'race-control');
    });
  });

  it('words race control in the visitor’s language, car numbers as they are and lap times as m:ss.mmm', async () => {
    // A British fan's browser: the page in English from its first paint.
    const english = await openBrowser({ locale: 'en-GB' });
    try {
      await english.withPage('race-control-english', async (page) => {
        await openPage(page, site.stack.url, `/live/direction-de-course?session=${RECORDED_RACE}&t=24:30:00`);
        const whole = await apiLog(`?sessionId=${RECORDED_RACE}`);
        await expect.poll(() => entries(page).count(), { timeout: 30_000 }).toBe(whole.length);
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Race Control');
        const shown = await shownEntries(page);
        const titles = new Set(shown.map((entry) => entry.title));
        for (const title of ['Green flag', 'Safety car', 'Full Course Yellow', 'Retirement', 'Fastest lap'])
          expect(titles, title).toContain(title);
        expect(titles).toContain('Chequered flag');
        expect(titles).toContain('Disqualification');
        expect(titles).not.toContain('Drapeau à damier');
        // The API's French message is for scripts: the page words each entry from its code and values.
        whole.forEach((entry, index) => {
          const { message, messageLang } = shown[index] ?? {};
          expect(messageLang).toBeNull();
          if (entry.code === 'car.fastest_lap') {
            const { car, lap, lap_time_ms } = entry.values;
            expect(message).toBe(
              `#${car}: fastest lap of the race, ${formatLapTime(lap_time_ms)} (lap ${lap})`,
            );
          }
          if (entry.code === 'car.dnf')
            expect(message).toBe(`#${entry.values.car}: retired (lap ${entry.values.lap})`);
          if (entry.code === 'race_state.finished') expect(message).toBe('Chequered flag: end of the race');
        });
        expect(whole.some((entry) => entry.code === 'car.fastest_lap')).toBe(true);
      });
    } finally {
      await english.close();
    }
  });

  it('follows the TV delay: the full course yellow is shown once the delayed moment reaches it', async () => {
    await site.browser.withPage('race-control-delay', async (page) => {
      await jumpFeedTo(site.stack.feedUrl, '14:37:35');
      await openPage(page, site.stack.url, '/live/direction-de-course');
      await page.getByText('Différé TV : En direct').click();
      await page.getByRole('button', { name: `${DELAY_S} s`, exact: true }).click();
      const badge = page.locator('[data-testid="tv-delay-badge"]');
      await badge.waitFor({ timeout: 10_000 });
      // The live log has it while the delayed page does not yet; the page shows it once its moment reaches it.
      let liveSeen = false;
      let shownWhileLiveHadIt: boolean | null = null;
      let shown = false;
      const deadline = Date.now() + 90_000;
      while (!shown && Date.now() < deadline) {
        const live: boolean =
          liveSeen ||
          (await apiLog('')).some(
            (entry) => entry.race_time >= FCY_MS - 5_000 && entry.title === 'Full Course Yellow',
          );
        const { elapsed, times, titles } = await page.locator('body').evaluate((body) => {
          const node = body as unknown as {
            querySelector(selector: string): { getAttribute(name: string): string | null } | null;
            querySelectorAll(selector: string): ArrayLike<{
              getAttribute(name: string): string | null;
              querySelector(selector: string): { textContent: string | null } | null;
            }>;
          };
          const items = Array.from(node.querySelectorAll('.race-control-entry'));
          return {
            elapsed: Number(
              node.querySelector('[data-testid="tv-delay-badge"]')?.getAttribute('data-elapsed') ??
                Number.NaN,
            ),
            times: items.map((item) => Number(item.getAttribute('data-race-time'))),
            titles: items.map((item) => item.querySelector('.race-control-entry__title')?.textContent ?? ''),
          };
        });
        // Never an entry later than the moment the page shows.
        if (Number.isFinite(elapsed))
          expect(Math.max(0, ...times)).toBeLessThanOrEqual(elapsed * 1000 + 1000);
        shown = titles[0] === 'Full Course Yellow' && (times[0] ?? 0) >= FCY_MS - 5_000;
        if (live && !liveSeen) shownWhileLiveHadIt = shown;
        liveSeen = live;
        // Read again once the page shows a later moment of the race: its log may then have moved on.
        if (!shown)
          await expect
            .poll(() => badge.getAttribute('data-elapsed'), { timeout: 15_000 })
            .not.toBe(Number.isFinite(elapsed) ? String(elapsed) : '');
      }
      expect(liveSeen, `la FCY de ${FCY_AT} n'est jamais arrivée en direct`).toBe(true);
      expect(shown, `la FCY de ${FCY_AT} n'a jamais été affichée en différé`).toBe(true);
      // The page was 10 s behind the live log: when the log first had the FCY, the page did not show it yet.
      expect(shownWhileLiveHadIt).toBe(false);
    });
  }, 150_000);
});
