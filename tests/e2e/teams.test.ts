import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { openPage, type PageWindow, prepareTab, saveScreenshots } from './support/pages.ts';
import { apiGet } from './support/site-api.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * The teams list, team detail and a team's laps in one session (spec part 2 §2) on the whole site. The race
 * runs from 23:55, so its session exists; the car under test gets 300 early laps written beside the ones
 * the ingest records (which are all past lap 300 by then), with a known best lap, pit stop and driver change.
 */

interface ApiEntry {
  id: number;
  team_name: string;
  brand_name: string;
  car_name: string;
  number: string;
  category_label: string;
  drivers: { id: number; firstname: string; lastname: string; country: string }[];
}
interface ApiSession {
  id: string;
  session_type: string;
}
interface ApiLaps {
  drivers: { id: number }[];
}

const LAPS = 300;
const BEST_LAP = 5;
const PIT_LAP = 10;
const CHANGE_LAP = 11;

const site = useSiteStack();
let entries: ApiEntry[];
let sessionId: string;
let car: ApiEntry;

beforeAll(async () => {
  entries = await apiGet<ApiEntry[]>(site.stack.url, '/api/entries');
  // The stack answers before ingest's first poll has made the session: asked again until it has.
  let sessions: ApiSession[] = [];
  for (let attempt = 0; attempt < 150 && sessions.length === 0; attempt++) {
    sessions = await apiGet<ApiSession[]>(site.stack.url, '/api/sessions');
    if (sessions.length === 0) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const race = sessions.find((session) => session.session_type === 'race') ?? sessions[0];
  if (!race) throw new Error('no session');
  sessionId = race.id;
  // The first Hypercar the session knows (its car rows land with the first polls).
  const crew = await vi.waitFor(
    async () => {
      for (const candidate of entries.filter((entry) => entry.category_label === 'Hypercar')) {
        const response = await fetch(
          `${site.stack.url}/api/sessions/${sessionId}/teams/${candidate.id}/laps`,
        );
        if (response.ok) {
          car = candidate;
          return (await response.json()) as ApiLaps;
        }
      }
      throw new Error("aucune voiture Hypercar n'a encore de tours");
    },
    { timeout: 30_000, interval: 500 },
  );
  const [first, second] = crew?.drivers ?? [];
  if (!first || !second) throw new Error('no crew');
  await sql`
    INSERT INTO laps (session_id, number, lap_number, timed, lap_time_ms, sector1_ms, sector2_ms, sector3_ms,
      driver_id, position, gap_ms, speed, pit_in, driver_change, race_time_ms)
    SELECT ${sessionId}, ${car.number}, n, true,
      CASE WHEN n = ${BEST_LAP} THEN 190000 WHEN n = ${PIT_LAP} THEN 260000 ELSE 208000 + (n % 7) * 350 END,
      33000, 90000, 85000,
      CASE WHEN n < ${CHANGE_LAP} OR n > 200 THEN ${first.id}::int ELSE ${second.id}::int END,
      1 + n % 3, CASE WHEN n % 3 = 0 THEN 0 ELSE 800 * n END, 240.25,
      n = ${PIT_LAP}, n = ${CHANGE_LAP} OR n = 201, n * 208000
    FROM generate_series(1, ${LAPS}) AS n
    ON CONFLICT DO NOTHING
  `.execute(site.stack.database.db);
});

const open = (page: Page, path: string) => openPage(page, site.stack.url, path);

const cardIds = async (page: Page) =>
  (
    await page
      .locator('.teams-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-team-id')))
  ).map(Number);
const focusedText = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as PageWindow).document.activeElement?.textContent ?? null);
const byNumber = (a: ApiEntry, b: ApiEntry) => a.number.localeCompare(b.number, 'fr', { numeric: true });

describe('teams list /equipes', () => {
  it('counts, searches, filters through the pickers and sorts the teams', async () => {
    await site.browser.withPage('teams', async (page) => {
      await open(page, '/equipes');
      expect(await page.title()).toBe('Équipes — Le Mans live');
      await expect.poll(() => page.locator('.teams-card').count(), { timeout: 15_000 }).toBe(entries.length);
      const count = (label: string) => entries.filter((entry) => entry.category_label.includes(label)).length;
      expect(await page.locator('[data-counter="total"] strong').textContent()).toBe(String(entries.length));
      for (const label of ['Hypercar', 'LMP2', 'LMGT3']) {
        expect(await page.locator(`[data-counter="${label}"] strong`).textContent()).toBe(
          String(count(label)),
        );
      }
      // Default order: race number, numerically.
      expect(await cardIds(page)).toEqual([...entries].sort(byNumber).map((entry) => entry.id));

      // Search: a driver's full name, in another case, finds that driver's team.
      const driver = car.drivers[0];
      if (!driver) throw new Error('no driver');
      const search = page.getByRole('searchbox');
      await search.fill(`${driver.firstname} ${driver.lastname}`.toUpperCase());
      expect(await cardIds(page)).toContain(car.id);
      await search.fill(car.brand_name.toLowerCase());
      expect(await cardIds(page)).toEqual(
        entries
          .filter((entry) =>
            [entry.team_name, entry.brand_name, entry.car_name]
              .concat(entry.drivers.map((d) => `${d.firstname} ${d.lastname}`))
              .some((field) => field.toLowerCase().includes(car.brand_name.toLowerCase())),
          )
          .sort(byNumber)
          .map((entry) => entry.id),
      );
      await search.fill('zzz introuvable');
      await page.getByRole('heading', { name: 'Aucune équipe trouvée' }).waitFor();
      await search.fill('');

      // Category picker: choosing sets the filter and closes; Escape closes and gives the focus back.
      const categoryButton = page.getByRole('button', { name: /^Catégorie :/ });
      for (const label of ['Hypercar', 'LMP2', 'LMGT3']) {
        await categoryButton.click();
        await page.getByRole('dialog').getByRole('button', { name: label, exact: true }).click();
        await page.getByRole('dialog').waitFor({ state: 'detached' });
        expect(await page.locator('.teams-card').count()).toBe(count(label));
        expect(await categoryButton.textContent()).toBe(`Catégorie : ${label}`);
      }
      await categoryButton.click();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await focusedText(page)).toBe('Catégorie : LMGT3');
      await categoryButton.click();
      await page.getByRole('button', { name: 'Toutes les catégories' }).click();
      expect(await page.locator('.teams-card').count()).toBe(entries.length);

      // Brand picker, then 'all'.
      const brandButton = page.getByRole('button', { name: /^Marque :/ });
      await brandButton.click();
      await page.getByRole('dialog').getByRole('button', { name: car.brand_name, exact: true }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      expect(await cardIds(page)).toEqual(
        entries
          .filter((entry) => entry.brand_name === car.brand_name)
          .sort(byNumber)
          .map((entry) => entry.id),
      );
      await brandButton.click();
      await page.getByRole('button', { name: 'Toutes les marques' }).click();
      expect(await page.locator('.teams-card').count()).toBe(entries.length);

      // Each sort.
      const select = page.locator('.list-sort select');
      const name = (a: ApiEntry, b: ApiEntry) =>
        a.team_name.localeCompare(b.team_name, 'fr', { sensitivity: 'base' });
      await select.selectOption('name-asc');
      expect(await page.locator('.teams-card-name').allTextContents()).toEqual(
        [...entries].sort((a, b) => name(a, b) || byNumber(a, b)).map((entry) => entry.team_name),
      );
      await select.selectOption('name-desc');
      expect(await page.locator('.teams-card-name').allTextContents()).toEqual(
        [...entries].sort((a, b) => name(b, a) || byNumber(a, b)).map((entry) => entry.team_name),
      );
      await select.selectOption('category');
      const labels = await page.locator('.teams-card .category-badge').allTextContents();
      const rank = (label: string) => ['Hypercar', 'LMP2', 'LMGT3'].findIndex((key) => label.includes(key));
      const ranks = labels.map((label) => (rank(label) === -1 ? 3 : rank(label)));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
      await select.selectOption('brand');
      const brands = await page.locator('.teams-card-brand').allTextContents();
      expect(brands).toEqual([...brands].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' })));
      await select.selectOption('number');

      // A card leads to its team.
      await page.locator(`[data-team-id="${car.id}"] a`).click();
      await page.locator('#team-title').waitFor();
      expect(new URL(page.url()).pathname).toBe(`/equipes/${car.id}`);
      await page.goto(`${site.stack.url}/equipes`);
      await page.locator('.teams-card').first().waitFor({ timeout: 15_000 });
      await saveScreenshots(page, 'teams');
    });
  });
});

describe('team detail /equipes/{id}', () => {
  it('shows the team, its crew, specs, statistics and the session leading to its laps', async () => {
    await site.browser.withPage('team', async (page) => {
      await open(page, `/equipes/${car.id}`);
      await page.locator('#team-title').waitFor({ timeout: 15_000 });
      expect(await page.locator('#team-title').textContent()).toBe(car.team_name);
      expect(await page.title()).toBe(`${car.team_name} — Équipes — Le Mans live`);
      expect(await page.locator('.team-number').textContent()).toBe(`#${car.number}`);
      expect(await page.locator('.team-driver').count()).toBe(car.drivers.length);
      const driver = car.drivers[0];
      if (!driver) throw new Error('no driver');
      const first = page.locator('.team-driver a').first();
      expect(await first.getAttribute('href')).toBe(`/pilotes/${driver.id}`);
      expect(await first.locator('.fi').getAttribute('class')).toBe(`fi fi-${driver.country.toLowerCase()}`);
      expect((await first.locator('.team-driver-country').textContent())?.trim()).not.toBe('');
      expect(await page.locator('[data-fact="chassis"]').textContent()).toBe(
        car.car_name.startsWith(car.brand_name) ? car.car_name : `${car.brand_name} ${car.car_name}`,
      );
      expect(await page.locator('[data-stat="best-lap"]').textContent()).toBe('3:10.00');
      expect(await page.locator('[data-stat="speed"]').textContent()).toMatch(/^\d+\.\d km\/h$/);

      const row = page.locator(`tr[data-session-id="${sessionId}"] a`);
      await row.click();
      await page.locator('#team-laps-title').waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe(`/equipes/${car.id}/sessions/${sessionId}`);
      await page.getByRole('link', { name: /Retour à l'équipe/ }).click();
      await page.locator('#team-title').waitFor();
      await page.locator('.team-history').waitFor();
      await saveScreenshots(page, 'team');
      await page.getByRole('link', { name: /Retour aux équipes/ }).click();
      await page.locator('.teams-card').first().waitFor();
    });
  });

  it('falls back on the loaded teams when the direct call fails, and says when a team does not exist', async () => {
    await site.browser.withPage('team-fallback', async (page) => {
      await prepareTab(page, site.stack.url);
      await page.route('**/api/teams/**', (route) =>
        route.fulfill({ status: 500, json: { error: 'panne' } }),
      );
      await page.goto(`${site.stack.url}/equipes/${car.id}`);
      await page.locator('#team-title').waitFor({ timeout: 15_000 });
      expect(await page.locator('#team-title').textContent()).toBe(car.team_name);
      expect(await page.locator('[data-stat="best-lap"]').textContent()).toBe('-');

      await page.goto(`${site.stack.url}/equipes/999999999`);
      await page.getByRole('heading', { name: 'Équipe non trouvée' }).waitFor({ timeout: 15_000 });
      expect(await page.locator('.team-missing p').textContent()).toBe(
        "L'équipe demandée n'existe pas ou n'est plus disponible.",
      );
      await page.getByRole('link', { name: 'Voir toutes les équipes' }).click();
      expect(new URL(page.url()).pathname).toBe('/equipes');
    });
  });
});

describe('team laps /equipes/{teamId}/sessions/{sessionId}', () => {
  it('shows the summary, the crew, the chart and the highlighted lap table', async () => {
    await site.browser.withPage('team-laps', async (page) => {
      await open(page, `/equipes/${car.id}/sessions/${sessionId}`);
      await page.locator('.lap-table tbody tr').first().waitFor({ timeout: 15_000 });
      expect(await page.locator('[data-summary="best"]').textContent()).toBe('3:10.00');
      expect(await page.locator('.lap-table tbody tr').count()).toBe(50);
      const row = (lap: number) => page.locator(`.lap-table tr[data-lap="${lap}"]`);
      expect(await row(BEST_LAP).getAttribute('data-highlight')).toBe('best');
      expect(await row(PIT_LAP).getAttribute('data-highlight')).toBe('pit');
      expect(await row(CHANGE_LAP).getAttribute('data-highlight')).toBe('driver-change');
      expect(await row(1).getAttribute('data-highlight')).toBeNull();
      const background = (lap: number) =>
        row(lap).evaluate(
          (element) =>
            (
              globalThis as unknown as { getComputedStyle(target: unknown): { backgroundColor: string } }
            ).getComputedStyle(element).backgroundColor,
        );
      expect(await background(BEST_LAP)).toBe('rgb(254, 243, 199)');
      expect(await background(PIT_LAP)).toBe('rgb(219, 234, 254)');
      expect(await background(CHANGE_LAP)).toBe('rgb(220, 252, 231)');
      expect(await row(BEST_LAP).locator('td').nth(2).textContent()).toBe('3:10.00');
      expect(await row(1).locator('td').nth(8).textContent()).toBe('240.3 km/h');

      // The chart: one uPlot canvas with a line per driver in its legend.
      const canvas = page.locator('.lap-chart canvas');
      await canvas.waitFor();
      expect(
        await canvas.evaluate((element) => (element as unknown as { width: number }).width),
      ).toBeGreaterThan(0);
      expect(await page.locator('.lap-chart .u-legend .u-series').count()).toBeGreaterThan(2);

      // The pages of 50 laps.
      await page.locator('.lap-pages').getByRole('button', { name: '2', exact: true }).click();
      expect(await page.locator('.lap-table tbody tr').first().getAttribute('data-lap')).toBe('51');
      await page.locator('.lap-pages').getByRole('button', { name: '1', exact: true }).click();
      await saveScreenshots(page, 'team-laps');
    });
  });

  it('shows the load errors and the empty state', async () => {
    await site.browser.withPage('team-laps-errors', async (page) => {
      await open(page, `/equipes/999999999/sessions/${sessionId}`);
      await page.getByRole('heading', { name: 'Erreur de chargement' }).waitFor({ timeout: 15_000 });
      expect(await page.locator('.team-laps-error').textContent()).toBe('Équipe non trouvée');

      await page.goto(`${site.stack.url}/equipes/${car.id}/sessions/inconnue`);
      await page.getByRole('heading', { name: 'Erreur de chargement' }).waitFor({ timeout: 15_000 });
      expect(await page.locator('.team-laps-error').textContent()).toBe('Données de session non disponibles');
      await page.getByRole('link', { name: /Retour à l'équipe/ }).click();
      await page.locator('#team-title').waitFor();

      await page.route('**/api/sessions/*/teams/*/laps', async (route) => {
        const response = await route.fetch();
        route.fulfill({ response, json: { ...(await response.json()), laps: [], total_laps: 0 } });
      });
      await page.goto(`${site.stack.url}/equipes/${car.id}/sessions/${sessionId}`);
      await page.getByRole('heading', { name: 'Aucun tour enregistré' }).waitFor({ timeout: 15_000 });
      expect(await page.locator('.lap-chart').count()).toBe(0);
    });
  });
});
