import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { openPage, prepareTab, saveScreenshots } from './support/pages.ts';
import { apiGet } from './support/site-api.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * The drivers list, driver detail, a driver's laps and the car page of spec part 2 §2 on the whole site.
 * The feed starts at 23:55 of race time, so the race already has laps to show.
 */

interface ApiDriver {
  id: number;
  firstname: string;
  lastname: string;
  country: string;
  category: string;
  team: { team_name: string; entry_id: number };
}
interface ApiDriverDetail extends ApiDriver {
  entries: { id: number }[];
  session_history: { session_id: string; entry_id: number; session_name: string }[];
}

const site = useSiteStack();
let drivers: ApiDriver[];

beforeAll(async () => {
  drivers = await apiGet<ApiDriver[]>(site.stack.url, '/api/drivers');
});

const open = (page: Page, path: string) => openPage(page, site.stack.url, path);

const cards = (page: Page) => page.locator('.driver-card');
const names = (page: Page) => page.locator('.driver-card-name').allTextContents();
const fullName = (driver: ApiDriver) => `${driver.firstname} ${driver.lastname}`;
const has = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());
const groupOf = (label: string) =>
  /hypercar|lmh|lmdh/i.test(label)
    ? 'Hypercar'
    : /lmp2|lmp1/i.test(label)
      ? 'LMP2'
      : /lmgt3|lmgte/i.test(label)
        ? 'LMGT3'
        : null;

/** A driver whose laps are already stored, with their history (the feed keeps adding laps). */
function driverWithLaps(): Promise<ApiDriverDetail> {
  return vi.waitFor(
    async () => {
      for (const driver of drivers.slice(0, 12)) {
        const detail = await apiGet<ApiDriverDetail>(site.stack.url, `/api/drivers/${driver.id}`);
        if (detail.session_history.length > 0) return detail;
      }
      throw new Error('no driver has laps');
    },
    { timeout: 60_000, interval: 500 },
  );
}

describe('drivers /pilotes', () => {
  it('counts, searches, filters through the modals and sorts the drivers', async () => {
    expect(drivers.length).toBeGreaterThan(20);
    await site.browser.withPage('drivers', async (page) => {
      await open(page, '/pilotes');
      expect(await page.title()).toBe('Pilotes — Le Mans live');
      await expect.poll(() => cards(page).count(), { timeout: 15_000 }).toBe(drivers.length);

      // Counters under the drivers page's rules.
      const counted = (group: string) =>
        drivers.filter((driver) => groupOf(driver.category) === group).length;
      const counter = (key: string) => page.locator(`[data-counter="${key}"] strong`).textContent();
      expect(await counter('total')).toBe(String(drivers.length));
      for (const group of ['Hypercar', 'LMP2', 'LMGT3'])
        expect(await counter(group)).toBe(String(counted(group)));

      // Default order: last name A-Z.
      const collator = new Intl.Collator('fr', { sensitivity: 'base' });
      const byName = [...drivers].sort(
        (a, b) =>
          collator.compare(a.lastname, b.lastname) ||
          collator.compare(a.firstname, b.firstname) ||
          a.id - b.id,
      );
      expect(await names(page)).toEqual(byName.map(fullName));

      // Search: a French country name, a last name, a team name.
      const search = page.getByRole('searchbox');
      await search.fill('France');
      const french = drivers.filter(
        (driver) =>
          driver.country === 'FR' ||
          [driver.firstname, driver.lastname, driver.team.team_name].some((field) => has(field, 'france')),
      );
      expect(french.length).toBeGreaterThan(0);
      await expect.poll(() => cards(page).count()).toBe(french.length);
      expect(await page.locator('.driver-card .fi-fr').count()).toBeGreaterThan(0);

      const someone = byName[3] as ApiDriver;
      await search.fill(someone.lastname.toUpperCase());
      expect(await names(page)).toContain(fullName(someone));
      const teamName = someone.team.team_name;
      await search.fill(teamName);
      const ofTeam = drivers.filter((driver) => has(driver.team.team_name, teamName));
      await expect.poll(() => cards(page).count()).toBeGreaterThanOrEqual(ofTeam.length);
      await search.fill('zzzz-personne');
      await page.getByRole('heading', { name: 'Aucun pilote trouvé' }).waitFor();
      await search.fill('');
      await expect.poll(() => cards(page).count()).toBe(drivers.length);

      // Category modal: LMP2 keeps that counter's drivers, 'all' clears it.
      await page.locator('[data-picker="category"]').click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      expect(await dialog.locator('.picker-option > span:first-child').allTextContents()).toEqual([
        'Toutes les catégories',
        'Hypercar',
        'LMP2',
        'LMGT3',
      ]);
      await dialog.getByRole('button', { name: /^LMP2/ }).click();
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => cards(page).count()).toBe(counted('LMP2'));
      expect(await page.locator('[data-picker="category"]').textContent()).toBe('Catégorie : LMP2');
      await page.locator('[data-picker="category"]').click();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await cards(page).count()).toBe(counted('LMP2'));
      await page.locator('[data-picker="category"]').click();
      await dialog.getByRole('button', { name: /^Toutes les catégories/ }).click();
      await expect.poll(() => cards(page).count()).toBe(drivers.length);

      // Nationality modal: France.
      await page.locator('[data-picker="nationality"]').click();
      await dialog.waitFor();
      await dialog.getByRole('button', { name: /^France\s*\d/ }).click();
      await dialog.waitFor({ state: 'detached' });
      const fr = drivers.filter((driver) => driver.country === 'FR');
      await expect.poll(() => cards(page).count()).toBe(fr.length);
      expect(new Set(await page.locator('.driver-card-country').allTextContents())).toEqual(
        new Set([' France']),
      );
      await page.locator('[data-picker="nationality"]').click();
      await dialog.getByRole('button', { name: /^Toutes les nationalités/ }).click();
      await expect.poll(() => cards(page).count()).toBe(drivers.length);

      // Sorts: Z-A, nationality, category.
      const sort = page.getByLabel('Trier par', { exact: true });
      await sort.selectOption('name-desc');
      expect(await names(page)).toEqual([...byName].reverse().map(fullName));
      await sort.selectOption('nationality');
      const countries = await page.locator('.driver-card-country').allTextContents();
      expect(countries).toEqual([...countries].sort((a, b) => collator.compare(a, b)));
      await sort.selectOption('category');
      const groups = (await page.locator('.driver-card-category').allTextContents()).map(groupOf);
      const rank = (group: string | null) =>
        group === null ? 3 : ['Hypercar', 'LMP2', 'LMGT3'].indexOf(group);
      expect(groups.map(rank)).toEqual([...groups.map(rank)].sort((a, b) => a - b));
      await sort.selectOption('name-asc');

      // The card's links.
      const first = byName[0] as ApiDriver;
      const card = page.locator(`[data-driver-id="${first.id}"]`);
      expect(await card.getByRole('link', { name: 'Son équipe' }).getAttribute('href')).toBe(
        `/equipes/${first.team.entry_id}`,
      );
      await saveScreenshots(page, 'drivers');
      await card.getByRole('link', { name: 'Voir détails' }).click();
      await page.waitForURL(`${site.stack.url}/pilotes/${first.id}`);
      await page.getByRole('heading', { level: 1, name: fullName(first) }).waitFor();
    });
  });

  it("shows 'Aucun pilote trouvé' when there are no drivers", async () => {
    await site.browser.withPage('drivers-empty', async (page) => {
      await prepareTab(page, site.stack.url);
      await page.route('**/api/drivers', (route) => route.fulfill({ json: [] }));
      await page.goto(`${site.stack.url}/pilotes`);
      await page.getByRole('heading', { name: 'Aucun pilote trouvé' }).waitFor();
      expect(await page.locator('.drivers-empty p').textContent()).toBe(
        'Les données des pilotes ne sont pas encore disponibles.',
      );
      expect(await page.locator('[data-counter="total"] strong').textContent()).toBe('0');
    });
  });
});

describe('driver /pilotes/{id} and their laps', () => {
  it('shows cars, statistics and history, and opens a session’s laps with the chart', async () => {
    const driver = await driverWithLaps();
    await site.browser.withPage('driver', async (page) => {
      await open(page, `/pilotes/${driver.id}`);
      await page.getByRole('heading', { level: 1, name: fullName(driver) }).waitFor({ timeout: 15_000 });
      expect(await page.title()).toBe(`${fullName(driver)} — Le Mans live`);
      expect(await page.locator('.detail-cars li').count()).toBe(driver.entries.length);
      expect(await page.locator('.detail-stats li').count()).toBe(6);
      const rows = page.locator('.driver-history tbody tr');
      expect(await rows.count()).toBe(driver.session_history.length);
      await saveScreenshots(page, 'driver');

      const row = driver.session_history[0] as ApiDriverDetail['session_history'][number];
      // A click on the row itself (not its link) opens the laps.
      await rows.first().locator('td').nth(1).click();
      await page.waitForURL(
        `${site.stack.url}/sessions/${encodeURIComponent(row.session_id)}/teams/${row.entry_id}/drivers/${driver.id}/laps`,
      );
      const laps = await apiGet<{ laps: unknown[] }>(
        site.stack.url,
        `/api/sessions/${encodeURIComponent(row.session_id)}/teams/${row.entry_id}/drivers/${driver.id}/laps`,
      );
      await page.locator('.lap-chart canvas').waitFor({ timeout: 15_000 });
      await expect
        .poll(() => page.locator('.lap-table tbody tr').count())
        .toBeGreaterThanOrEqual(Math.min(50, laps.laps.length));
      expect(await page.locator('.lap-table tbody tr').count()).toBeLessThanOrEqual(50);
      expect(await page.locator('.driver-laps-page h1').textContent()).toBe(fullName(driver));
    });
  });

  it("shows the error with 'Réessayer', which loads again", async () => {
    const driver = drivers[0] as ApiDriver;
    await site.browser.withPage('driver-error', async (page) => {
      await prepareTab(page, site.stack.url);
      await page.route(`**/api/drivers/${driver.id}`, (route) => route.fulfill({ status: 500, json: {} }));
      await page.goto(`${site.stack.url}/pilotes/${driver.id}`);
      await page.getByText('Erreur lors du chargement des détails du pilote').waitFor();
      await page.unroute(`**/api/drivers/${driver.id}`);
      await page.getByRole('button', { name: 'Réessayer' }).click();
      await page.getByRole('heading', { level: 1, name: fullName(driver) }).waitFor();
    });
  });
});

describe('car /voitures/{entryId}', () => {
  it('shows statistics, best sectors, crew with flags, performance and history', async () => {
    const driver = await driverWithLaps();
    const entryId = driver.session_history[0]?.entry_id as number;
    const car = await apiGet<{
      participant_number: string;
      team_name: string;
      drivers: unknown[];
      performance_evolution: unknown[];
      session_history: unknown[];
      statistics: { best_sector1: number | null };
    }>(site.stack.url, `/api/cars/${entryId}`);
    await site.browser.withPage('car', async (page) => {
      await open(page, `/voitures/${entryId}`);
      const title = `#${car.participant_number} ${car.team_name}`;
      await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 15_000 });
      expect(await page.title()).toBe(`${title} — Le Mans live`);
      const sectors = await page.locator('.car-sectors strong').allTextContents();
      expect(sectors).toHaveLength(3);
      for (const sector of sectors) expect(sector).toMatch(/^(\d+\.\d{3}|-)$/);
      if (car.statistics.best_sector1)
        expect(sectors[0]).toBe((car.statistics.best_sector1 / 1000).toFixed(3));
      expect(await page.locator('.detail-crew li').count()).toBe(car.drivers.length);
      expect(await page.locator('.detail-crew .fi').count()).toBe(car.drivers.length);
      expect(await page.locator('.car-performance tbody tr').count()).toBe(car.performance_evolution.length);
      expect(await page.locator('.car-history tbody tr').count()).toBe(car.session_history.length);
      await saveScreenshots(page, 'car');
    });
  });

  it('shows the error text when the car does not load', async () => {
    await site.browser.withPage('car-error', async (page) => {
      await prepareTab(page, site.stack.url);
      await page.goto(`${site.stack.url}/voitures/999999999`);
      await page
        .getByText('Erreur lors du chargement des détails de la voiture')
        .waitFor({ timeout: 15_000 });
    });
  });
});
