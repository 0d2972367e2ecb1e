import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../support/browser.ts';
import { horizontalOverflow, openPage, PHONE, saveScreenshots } from './support/pages.ts';
import { RECORDED_RACE, RECORDED_RACE_SEED } from './support/recorded-race.ts';
import { openBrowser } from './support/shared-browser.ts';
import { type SiteStack, startSiteStack } from './support/site-stack.ts';

/*
 * The endurance analysis on the whole site, over the whole 2025 race recorded as a finished session: the
 * report's 'Analyse' tab (cars of a class compared lap by lap, the battles of the race, one car in detail)
 * and the car's analysis on its team's page for the session.
 */

/** #83's entry id (the timing's, the catalogue's). */
const FERRARI_83 = 16;

let stack: SiteStack;
let browser: TestBrowser;

beforeAll(async () => {
  stack = await startSiteStack({ seed: RECORDED_RACE_SEED });
  browser = await openBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const open = (page: Page, path: string) => openPage(page, stack.url, path);
const rows = (page: Page, table: string) => page.locator(`table[data-table="${table}"] tbody tr`);

describe("the report's Analyse tab", () => {
  it('compares three Hypercars by default, lap by lap, and lets another class and other cars be chosen', async () => {
    await browser.withPage('analysis-report', async (page) => {
      await open(page, `/sessions/reports/${RECORDED_RACE}?onglet=analyse`);
      const tab = page.getByRole('tab', { name: 'Analyse' });
      await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
      const picker = page.locator('.analysis-picker');
      await expect
        .poll(() => picker.locator('button[aria-pressed="true"]').count(), { timeout: 20_000 })
        .toBe(3);
      const charts = page.locator('.report-analysis-part .report-chart-canvas');
      await expect.poll(() => charts.count(), { timeout: 20_000 }).toBe(3);
      expect(await charts.first().getAttribute('data-series')).toBe('3');

      await page.locator('#class-comparison-title ~ .category-chips button', { hasText: 'LMP2' }).click();
      await expect.poll(() => picker.locator('button').count()).toBe(17);
      // A fourth car joins the three shown.
      await picker.locator('button[aria-pressed="false"]').first().click();
      await expect.poll(() => charts.first().getAttribute('data-series'), { timeout: 20_000 }).toBe('4');
      // Two stay at the least.
      for (let left = 4; left > 2; left--)
        await picker.locator('button[aria-pressed="true"]').first().click();
      await picker.locator('button[aria-pressed="true"]').first().click();
      await expect.poll(() => picker.locator('button[aria-pressed="true"]').count()).toBe(2);
    });
  });

  it("lists the race's battles of a class and details the car chosen, with its CSV files", async () => {
    await browser.withPage('analysis-report-car', async (page) => {
      await open(page, `/sessions/reports/${RECORDED_RACE}?onglet=analyse`);
      await expect.poll(() => rows(page, 'race-battles').count(), { timeout: 30_000 }).toBeGreaterThan(0);
      const first = await rows(page, 'race-battles').first().locator('th').textContent();
      expect(first).toMatch(/^#\w+ – #\w+$/);
      // The 15 longest first, the others on demand.
      expect(await rows(page, 'race-battles').count()).toBe(15);
      await page.getByRole('button', { name: /^Toutes les luttes \(\d+\)$/ }).click();
      await expect.poll(() => rows(page, 'race-battles').count()).toBeGreaterThan(15);

      await page.getByRole('combobox', { name: 'Voiture' }).selectOption(String(FERRARI_83));
      await expect.poll(() => rows(page, 'stints').count(), { timeout: 20_000 }).toBe(33);
      await expect.poll(() => rows(page, 'pit-stops').count()).toBe(32);
      await expect.poll(() => rows(page, 'drive-times').count()).toBe(3);
      const statuses = await rows(page, 'drive-times').evaluateAll((cells) =>
        cells.map((row) => row.getAttribute('data-status')),
      );
      // Within the rules: none broken (Kubica's 3 h 44 in six hours, pits left out, comes close to the 4 h).
      expect(statuses).toHaveLength(3);
      expect(statuses).not.toContain('broken');
      expect(await page.locator('.analysis-rules summary').first().textContent()).toBe(
        'Règlement : 24 Heures du Mans 2025',
      );

      const link = page.locator('.car-analysis a.analysis-csv', { hasText: 'Relais' });
      const href = (await link.getAttribute('href')) as string;
      expect(href).toBe(`/api/sessions/${RECORDED_RACE}/stints?entry=${FERRARI_83}&format=csv`);
      const csv = await fetch(`${stack.url}${href}`);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect((await csv.text()).split('\r\n').filter(Boolean)).toHaveLength(34);
      await saveScreenshots(page, 'report-analysis');
    });
  });
});

describe("a car's analysis on its team's page for the session", () => {
  it('draws its clean laps by stint, zooms on them and tabulates its stints, stops and drive times', async () => {
    await browser.withPage('analysis-team', async (page) => {
      await open(page, `/equipes/${FERRARI_83}/sessions/${RECORDED_RACE}`);
      const section = page.locator('.car-analysis');
      await expect
        .poll(() => section.locator('h2').textContent(), { timeout: 20_000 })
        .toBe("Analyse d'endurance");
      const chart = section.locator('.analysis-chart-canvas');
      await expect.poll(() => chart.locator('canvas').count(), { timeout: 20_000 }).toBe(1);
      expect(await chart.getAttribute('data-close-up')).toBe('false');
      await section.getByRole('button', { name: /Gros plan/ }).click();
      await expect.poll(() => chart.getAttribute('data-close-up')).toBe('true');

      await expect.poll(() => rows(page, 'stints').count()).toBe(33);
      await expect.poll(() => rows(page, 'pit-stops').count()).toBe(32);
      // Stop 26 at lap 305: in-lap 3:33.08, out-lap 6:07.39.
      const stop = rows(page, 'pit-stops').locator('xpath=self::*[@data-stop="26"]');
      expect(await stop.locator('td').nth(0).textContent()).toBe('305');
      expect(await stop.locator('td').nth(2).textContent()).toBe('3:33.08');
      expect(await stop.locator('td').nth(3).textContent()).toBe('6:07.39');
      expect(await stop.locator('td').nth(5).textContent()).toMatch(/^\+\d+\.\d s$/);
      // The recorded race was ingested from its timing file: the time in the pits to the millisecond.
      expect(await stop.locator('td').nth(6).textContent()).toMatch(/^\d+\.\d{3} s$/);
      expect(await stop.locator('td').nth(6).getAttribute('data-precision')).toBe('0');

      await page.setViewportSize(PHONE);
      expect(await horizontalOverflow(page)).toBe(0);
      await saveScreenshots(page, 'team-analysis');
    });
  });
});

describe('the live ranking', () => {
  it('marks the cars fighting the car ahead in their class', async () => {
    await browser.withPage('analysis-ranking-battles', async (page) => {
      await open(page, '/live/classement');
      const fighting = page.locator('tr.ranking-row[data-battle]');
      await expect.poll(() => fighting.count(), { timeout: 60_000 }).toBeGreaterThan(0);
      const label = await fighting.first().locator('.battle-marker').getAttribute('aria-label');
      expect(label).toMatch(/^En lutte dans sa catégorie, à [0-2]\.\d s de la voiture qui précède$/);
    });
  });
});
