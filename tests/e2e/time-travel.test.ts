import { formatRaceTime, parseRaceTime } from '@lemans/contract/timing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { waitForPageSeconds } from './support/live-indicators.ts';
import { openPage, paramsOf, saveScreenshots } from './support/pages.ts';
import { RECORDED_RACE, RECORDED_RACE_SEED } from './support/recorded-race.ts';
import { apiGet } from './support/site-api.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * Time travel on the ranking page (/live/classement?session=&t=) on the whole site: the whole 2025 race is
 * recorded as a finished session, and the page shows it as it was at any moment, as GET /api/live?at= does.
 */

interface PastFrame {
  race_time_ms: number;
  last_race_time_ms: number;
  data: { participant_number: string; lap_count: number }[];
}

const site = useSiteStack({ seed: RECORDED_RACE_SEED });

const frameAt = (moment: string) =>
  apiGet<PastFrame>(site.stack.url, `/api/live?sessionId=${RECORDED_RACE}&at=${moment}`);

const travel = (page: Page) => page.getByRole('region', { name: 'Voyage dans le temps' });
const shownMoment = async (page: Page) =>
  (await travel(page).getByRole('status', { name: 'Heure de course affichée' }).textContent()) ?? '';
const slider = (page: Page) => travel(page).getByRole('slider', { name: 'Heure de course' });
const addressMoment = (page: Page) => paramsOf(page.url()).t;
const rows = (page: Page) => page.locator('.ranking-table tbody tr');

/** The table as the test compares it: each car's number and lap count, in the table's order. */
const tableOf = (page: Page) =>
  rows(page).evaluateAll((found) =>
    found.map((row) => `${row.getAttribute('data-number')}:${row.querySelector('td.col-laps')?.textContent}`),
  );
const frameTable = (frame: PastFrame) =>
  frame.data.map((row) => `${row.participant_number}:${row.lap_count}`);

/** Waits for the table to be the API's frame at the moment the page shows, and for the address to say it. */
async function expectShowing(page: Page, moment: string, frameMoment = moment): Promise<void> {
  await expect.poll(() => shownMoment(page), { timeout: 15_000 }).toBe(moment);
  expect(await slider(page).getAttribute('aria-valuetext')).toBe(moment);
  const frame = await frameAt(frameMoment);
  expect(frame.data).toHaveLength(62);
  await expect.poll(() => tableOf(page), { timeout: 15_000 }).toEqual(frameTable(frame));
  await expect.poll(() => addressMoment(page), { timeout: 5_000 }).toBe(moment);
}

const seconds = (moment: string) => (parseRaceTime(moment) ?? Number.NaN) / 1000;

describe('time travel /live/classement?session=&t=', () => {
  it('shows the race at the moment of the address, scrubs, plays, pauses and reopens the same moment', async () => {
    await site.browser.withPage('time-travel', async (page) => {
      await openPage(page, site.stack.url, `/live/classement?session=${RECORDED_RACE}&t=12:00:00`);
      await travel(page).waitFor({ timeout: 15_000 });
      await expectShowing(page, '12:00:00');
      expect(paramsOf(page.url()).session).toBe(RECORDED_RACE);
      // Half-way through, the race is on: no flag yet, and the past is no replay.
      expect(await page.locator('.flag-badge').textContent()).toBe('En course');
      expect(await page.getByTestId('replay-badge-classement').count()).toBe(0);
      const last = (await frameAt('12:00:00')).last_race_time_ms;
      await expect
        .poll(() => travel(page).locator('.time-travel__end').textContent())
        .toBe(formatRaceTime(last));

      // The keyboard moves the slider a second at a time, and to the end.
      await slider(page).focus();
      await page.keyboard.press('ArrowRight');
      await expectShowing(page, '12:00:01');
      // The circuit opens on the same session and moment.
      const circuit = await page.getByRole('link', { name: 'Voir le circuit' }).getAttribute('href');
      expect(circuit?.split('?')[0]).toBe('/live/circuit');
      expect(paramsOf(circuit)).toEqual({ session: RECORDED_RACE, t: '12:00:01' });
      await slider(page).focus();
      await page.keyboard.press('End');
      // The end is the session's last moment, to its millisecond: the last car's crossing, the final result.
      await expectShowing(page, formatRaceTime(last), String(last));
      await page.getByText('🏁 Résultat final').waitFor();
      expect(await rows(page).first().getAttribute('data-number')).toBe('83');
      await expect
        .poll(() => page.locator('.final-result').textContent())
        .toMatch(/victoire de la n°83 AF Corse/);
      // A tenth of the race back: the flag goes, the table is the one of that moment.
      await page.keyboard.press('PageDown');
      const back = formatRaceTime(last - Math.floor(last / 10 / 1000) * 1000);
      await expect.poll(() => shownMoment(page)).not.toBe(formatRaceTime(last));
      const scrubbed = await shownMoment(page);
      expect(Math.abs(seconds(scrubbed) - seconds(back))).toBeLessThanOrEqual(1);
      await expectShowing(page, scrubbed);
      expect(await page.locator('.flag-badge').textContent()).toBe('En course');

      // Playing at 60× moves a minute of race a second; pausing stops it where it is.
      await travel(page).getByRole('button', { name: 'Lecture' }).click();
      const pause = travel(page).getByRole('button', { name: 'Pause' });
      await pause.waitFor();
      await expect
        .poll(async () => seconds(await shownMoment(page)) - seconds(scrubbed))
        .toBeGreaterThanOrEqual(90);
      await pause.click();
      await travel(page).getByRole('button', { name: 'Lecture' }).waitFor();
      const paused = await shownMoment(page);
      // Two seconds of the page's clock, two minutes of race had it played on.
      await waitForPageSeconds(page, 2);
      expect(await shownMoment(page)).toBe(paused);
      await expectShowing(page, paused);

      // Ten times faster.
      await travel(page).getByLabel('Vitesse de lecture').selectOption('600');
      await travel(page).getByRole('button', { name: 'Lecture' }).click();
      await expect
        .poll(async () => seconds(await shownMoment(page)) - seconds(paused))
        .toBeGreaterThanOrEqual(5 * 60);
      await travel(page).getByRole('button', { name: 'Pause' }).click();
      const faster = await shownMoment(page);
      expect(seconds(faster) - seconds(paused)).toBeGreaterThanOrEqual(5 * 60);
      await expectShowing(page, faster);

      // The address is the view: opened again, it shows the same moment and table.
      const shared = page.url();
      await page.goto('about:blank');
      await page.goto(shared);
      await travel(page).waitFor({ timeout: 15_000 });
      await expectShowing(page, faster);
      await saveScreenshots(page, 'ranking-time-travel');
    });
  });

  it("opens from a report's 'Rejouer' at the start, and goes back to the live race", async () => {
    await site.browser.withPage('time-travel-report', async (page) => {
      await openPage(page, site.stack.url, `/sessions/reports/${RECORDED_RACE}`);
      const replay = page.getByRole('link', { name: 'Rejouer' });
      await replay.waitFor({ timeout: 15_000 });
      expect(await replay.getAttribute('href')).toBe(`/live/classement?session=${RECORDED_RACE}&t=00:00:00`);
      await replay.click();
      await travel(page).waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe('/live/classement');
      expect(paramsOf(page.url())).toEqual({ session: RECORDED_RACE, t: '00:00:00' });
      await expect.poll(() => shownMoment(page), { timeout: 15_000 }).toBe('00:00:00');
      const start = await frameAt('00:00:00');
      await expect.poll(() => tableOf(page), { timeout: 15_000 }).toEqual(frameTable(start));

      await travel(page).getByRole('link', { name: 'Revenir au direct' }).click();
      await travel(page).waitFor({ state: 'detached' });
      expect(paramsOf(page.url())).toEqual({});
      // The live race the feed plays, near its end: far past the start's laps.
      await expect
        .poll(async () => Number(await rows(page).first().locator('td.col-laps').textContent()), {
          timeout: 15_000,
        })
        .toBeGreaterThan(380);
    });
  });

  it.each([1280, 390])(
    'shows the strategy at the moment of the address at %i px: stints, next stops, places once the stops even out',
    async (width) => {
      await site.browser.withPage(`time-travel-strategy-${width}`, async (page) => {
        await openPage(
          page,
          site.stack.url,
          `/live/classement?session=${RECORDED_RACE}&t=12:00:00&categorie=hypercar`,
        );
        await page.setViewportSize({ width, height: width > 600 ? 900 : 844 });
        await expect.poll(() => shownMoment(page), { timeout: 15_000 }).toBe('12:00:00');
        // A phone's options are folded behind one button, so that its first screen is the race.
        if (width < 768) await page.getByRole('button', { name: 'Affichage' }).click();
        await page.getByRole('button', { name: 'Stratégie' }).click();
        const lines = page.locator('.strategy-table tbody tr');
        const response = await fetch(`${site.stack.url}/api/sessions/${RECORDED_RACE}/strategy?at=43200000`);
        const answer = (await response.json()) as {
          strategy: { participant_number: string; category: string }[];
        };
        const hypercars = answer.strategy.filter((row) => row.category === 'Hypercar');
        await expect.poll(() => lines.count(), { timeout: 15_000 }).toBe(hypercars.length);
        expect(
          await lines.evaluateAll((found) => found.map((row) => row.getAttribute('data-number'))),
        ).toEqual(hypercars.map((row) => row.participant_number));
        const headers = await page
          .locator('.strategy-table thead th')
          .evaluateAll((cells) =>
            cells
              .filter(
                (cell) =>
                  (
                    globalThis as unknown as { getComputedStyle(element: unknown): { display: string } }
                  ).getComputedStyle(cell).display !== 'none',
              )
              .map((cell) => cell.textContent),
          );
        const phone = ['Pos.', 'N°', 'Relais', 'Prochain arrêt', 'Écart corrigé', 'Pos. corrigée'];
        expect(headers).toEqual(
          width > 600
            ? [
                'Pos.',
                'N°',
                'Équipe',
                'Relais',
                'Relais habituel',
                'Prochain arrêt',
                'Arrêts restants',
                'Écart corrigé',
                'Pos. corrigée',
              ]
            : phone,
        );
        const first = await lines.first().locator('td, th').allTextContents();
        expect(first[0]).toBe('Hypercar 1');
        expect(first.join(' ')).toMatch(/\d+ t\. \(\d+ min\)|aux stands/);
        expect(first.join(' ')).toMatch(/tour \d+/);
        // The table fits the page's width on a phone: nothing to scroll sideways but the table itself.
        const overflow = await page.evaluate(() => {
          const scope = globalThis as unknown as {
            document: { documentElement: { scrollWidth: number } };
            innerWidth: number;
          };
          return scope.document.documentElement.scrollWidth - scope.innerWidth;
        });
        expect(overflow).toBeLessThanOrEqual(0);
        // The view is in the address: a reload (or a shared link) opens the strategy at the same moment.
        await expect.poll(() => paramsOf(page.url()).vue).toBe('strategie');
        await page.reload();
        await expect.poll(() => lines.count(), { timeout: 15_000 }).toBe(hypercars.length);
        expect(paramsOf(page.url())).toMatchObject({
          t: '12:00:00',
          categorie: 'hypercar',
          vue: 'strategie',
        });
        // Back to the ranking, same moment (a phone's options folded again after the reload).
        if (width < 768) await page.getByRole('button', { name: 'Affichage' }).click();
        await page.getByRole('button', { name: 'Classement' }).click();
        await expect.poll(() => rows(page).count()).toBeGreaterThan(0);
        expect(paramsOf(page.url()).vue).toBeUndefined();
        await saveScreenshots(page, `ranking-strategy-${width}`);
      });
    },
  );
});
