import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage } from './support/pages.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/**
 * The live ranking sorted by a column, as a fan orders the field by best lap mid-race: each click on the
 * heading a step (quickest first, slowest first, the race's order again), every live update sorted the same
 * way, each car keeping its own place and gap, and the sort in the address a shared link opens.
 */

const site = useSiteStack({ feedStart: '12:00:00', feedSpeed: 1, pollIntervalMs: 500 });

/** The table's rows as shown, in one read: number, position, gap, best lap (ms; null for none) and state. */
interface ShownCar {
  number: string;
  position: string;
  gap: string;
  bestMs: number | null;
  state: string;
}

async function shownCars(page: Page): Promise<ShownCar[]> {
  const cells = await page
    .locator('.ranking-table tbody tr.ranking-row')
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.getAttribute('data-number') ?? '',
        row.querySelector('.col-pos .rank-badge')?.textContent ?? '',
        row.querySelector('.col-gap')?.textContent ?? '',
        row.querySelector('.col-best')?.childNodes[0]?.textContent ?? '',
        row.querySelector('.col-state')?.textContent ?? '',
      ]),
    );
  return cells.map(([number = '', position = '', gap = '', best = '', state = '']) => ({
    number,
    position,
    gap,
    bestMs: lapMsOf(best),
    state,
  }));
}

/** « 3:27.456 » in ms; null for « - », a car without a timed lap. */
function lapMsOf(text: string): number | null {
  const match = /^(\d+):(\d\d)\.(\d{3})$/.exec(text.trim());
  if (!match) return null;
  const [, minutes, seconds, thousandths] = match.map(Number) as [number, number, number, number];
  return minutes * 60_000 + seconds * 1000 + thousandths;
}

/**
 * Whether the cars are in the order of their best laps in that direction, those without one last: what a
 * table sorted by the column shows at every frame.
 */
function inBestLapOrder(cars: readonly ShownCar[], direction: 'asc' | 'desc'): boolean {
  const timed = cars.findIndex((car) => car.bestMs === null);
  const withTime = (timed === -1 ? cars : cars.slice(0, timed)).map((car) => car.bestMs as number);
  const rest = timed === -1 ? [] : cars.slice(timed);
  const sign = direction === 'asc' ? 1 : -1;
  return (
    withTime.length > 40 &&
    withTime.every((ms, index) => index === 0 || (ms - (withTime[index - 1] as number)) * sign >= 0) &&
    rest.every((car) => car.bestMs === null)
  );
}

/**
 * Each car its own place and gap whatever the order: the leader's gap is empty, every other timed car's is
 * not (but a disqualified car's, which has none).
 */
function placesAreTheRace(cars: readonly ShownCar[]): boolean {
  const leader = cars.find((car) => car.position === '1');
  const running = cars.filter(
    (car) => car.position !== '1' && car.bestMs !== null && car.state !== 'Disqualifié',
  );
  return leader?.gap === '' && running.length > 40 && running.every((car) => car.gap !== '');
}

/** The whole table of the 62 cars, once the first frame is in (a stack just started on a busy machine). */
async function tableShown(page: Page): Promise<void> {
  await page
    .locator('.live-ranking:not([aria-busy]) tbody tr.ranking-row')
    .first()
    .waitFor({ timeout: 90_000 });
  await expect.poll(async () => (await shownCars(page)).length, { timeout: 30_000 }).toBe(62);
}

const bestHead = (page: Page) => page.locator('.ranking-table thead th.col-best');
const sortParam = (page: Page) => new URL(page.url()).searchParams.get('tri');
const positions = (cars: readonly ShownCar[]) => cars.map((car) => Number(car.position));

describe('the live ranking sorted by a column', () => {
  it('sorts by best lap on click, then the other way, then back to the race order, in the address', async () => {
    await site.browser.withPage('ranking-sort', async (page) => {
      await page.setViewportSize(DESKTOP);
      await openPage(page, site.stack.url, '/live/classement');
      await tableShown(page);
      expect(await bestHead(page).getAttribute('aria-sort')).toBe('none');
      // Names and the race's own order do not sort: no button in their headings.
      expect(await page.locator('thead th.col-driver button, thead th.col-pos button').count()).toBe(0);

      const button = bestHead(page).getByRole('button', { name: 'Trier par Meilleur' });
      await button.click();
      await expect.poll(() => bestHead(page).getAttribute('aria-sort')).toBe('ascending');
      await expect.poll(() => sortParam(page)).toBe('best-asc');
      await expect.poll(async () => inBestLapOrder(await shownCars(page), 'asc')).toBe(true);
      // The quickest lap leads the table: the row whose best lap is the race's fastest, in purple.
      await expect
        .poll(() => page.locator('.ranking-table tbody tr:first-child td.col-best.lap-fastest').count())
        .toBe(1);
      await expect.poll(async () => placesAreTheRace(await shownCars(page))).toBe(true);
      expect(await bestHead(page).locator('.sort-arrow').textContent()).toBe('▲');

      // From the keyboard: the same button, now naming the reverse order.
      await bestHead(page).getByRole('button', { name: 'Trier par Meilleur dans l’ordre inverse' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => bestHead(page).getAttribute('aria-sort')).toBe('descending');
      await expect.poll(() => sortParam(page)).toBe('best-desc');
      await expect.poll(async () => inBestLapOrder(await shownCars(page), 'desc')).toBe(true);
      expect(await bestHead(page).locator('.sort-arrow').textContent()).toBe('▼');

      await bestHead(page)
        .getByRole('button', { name: 'Revenir à l’ordre de la course (trié par Meilleur)' })
        .click();
      await expect.poll(() => bestHead(page).getAttribute('aria-sort')).toBe('none');
      await expect.poll(() => sortParam(page)).toBeNull();
      await expect
        .poll(async () => {
          const shown = positions(await shownCars(page)).filter((position) => position > 0);
          return shown.length > 40 && shown.every((position, index) => position === index + 1);
        })
        .toBe(true);
      expect(await bestHead(page).locator('.sort-arrow').count()).toBe(0);
    });
  });

  it('opens a shared address sorted, keeps the sort through live updates and a class, ignores an unknown one', async () => {
    await site.browser.withPage('ranking-sort-address', async (page) => {
      await page.setViewportSize(DESKTOP);
      await openPage(page, site.stack.url, '/live/classement?tri=best-desc');
      await tableShown(page);
      expect(await bestHead(page).getAttribute('aria-sort')).toBe('descending');
      await expect.poll(async () => inBestLapOrder(await shownCars(page), 'desc')).toBe(true);

      // A car completes a lap: the new frame is sorted the same way.
      const updated = page.locator('.ranking-row.new-lap').first();
      await updated.waitFor({ timeout: 60_000 });
      expect(inBestLapOrder(await shownCars(page), 'desc')).toBe(true);

      // One class shown: its cars, still sorted, the sort still in the address.
      await page
        .getByRole('group', { name: 'Catégorie affichée' })
        .getByRole('button', { name: 'LMP2', exact: true })
        .click();
      await expect.poll(() => new URL(page.url()).searchParams.get('categorie')).toBe('lmp2');
      expect(sortParam(page)).toBe('best-desc');
      await expect
        .poll(async () => {
          const cars = await shownCars(page);
          const times = cars.map((car) => car.bestMs).filter((ms) => ms !== null);
          return (
            cars.length > 5 &&
            cars.length < 62 &&
            times.every((ms, i) => i === 0 || ms <= (times[i - 1] as number))
          );
        })
        .toBe(true);

      // A column that does not sort, or none at all: the race's order, no heading sorted.
      await page.goto(`${site.stack.url}/live/classement?tri=driver-asc`);
      await tableShown(page);
      expect(
        await page
          .locator('.ranking-table thead th[aria-sort="ascending"], th[aria-sort="descending"]')
          .count(),
      ).toBe(0);
      expect(positions(await shownCars(page)).slice(0, 3)).toEqual([1, 2, 3]);
    });
  });
});
