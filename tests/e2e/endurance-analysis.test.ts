import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { horizontalOverflow, openPage, PHONE, saveScreenshots } from './support/pages.ts';
import { RECORDED_RACE, RECORDED_RACE_SEED } from './support/recorded-race.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * The endurance analysis on the whole site, over the whole 2025 race recorded as a finished session: the
 * report's 'Analyse' tab (cars of a class compared lap by lap, the battles of the race, one car in detail)
 * and the car's analysis on its team's page for the session; the strategy view at the flag against the
 * session's report.
 */

/** #83's entry id (the timing's, the catalogue's). */
const FERRARI_83 = 16;

const site = useSiteStack({ seed: RECORDED_RACE_SEED });

const open = (page: Page, path: string) => openPage(page, site.stack.url, path);
const rows = (page: Page, table: string) => page.locator(`table[data-table="${table}"] tbody tr`);

describe("the report's Analyse tab", () => {
  it('compares three Hypercars by default, lap by lap, and lets another class and other cars be chosen', async () => {
    await site.browser.withPage('analysis-report', async (page) => {
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
    await site.browser.withPage('analysis-report-car', async (page) => {
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
      const csv = await fetch(`${site.stack.url}${href}`);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect((await csv.text()).split('\r\n').filter(Boolean)).toHaveLength(34);
      await saveScreenshots(page, 'report-analysis');
    });
  });
});

describe("a car's analysis on its team's page for the session", () => {
  it('draws its clean laps by stint, zooms on them and tabulates its stints, stops and drive times', async () => {
    await site.browser.withPage('analysis-team', async (page) => {
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
    await site.browser.withPage('analysis-ranking-battles', async (page) => {
      await open(page, '/live/classement');
      const fighting = page.locator('tr.ranking-row[data-battle]');
      await expect.poll(() => fighting.count(), { timeout: 60_000 }).toBeGreaterThan(0);
      const label = await fighting.first().locator('.battle-marker').getAttribute('aria-label');
      expect(label).toMatch(/^En lutte dans sa catégorie, à [0-2]\.\d s de la voiture qui précède$/);
    });
  });
});

/** A table's rows as a visitor reads them: each row's car and its cells' texts, in the table's order. */
interface ShownLine {
  number: string;
  cells: string[];
}
const linesOf = (page: Page, selector: string): Promise<ShownLine[]> =>
  page.locator(`${selector} tbody tr`).evaluateAll((found) =>
    found.map((row) => ({
      number: row.getAttribute('data-number') ?? '',
      cells: [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''),
    })),
  );

/** "+14.084 s", "+1:02.345" (the classification's gaps on the same lap) in ms; null for laps down or none. */
function classGapMs(text: string): number | null {
  const match = /^\+(?:(\d+):)?(\d+\.\d{3})(?: s)?$/.exec(text);
  return match ? Number(match[1] ?? 0) * 60_000 + Math.round(Number(match[2]) * 1000) : null;
}

/** "+12.4 s", "−1:05.2" (the strategy's corrected gaps) in tenths of a second; null for "-". */
function adjustedGapTenths(text: string): number | null {
  const match = /^([+−])(?:(\d+):)?(\d+\.\d)(?: s)?$/.exec(text);
  if (!match) return null;
  const tenths = Number(match[2] ?? 0) * 600 + Math.round(Number(match[3]) * 10);
  return match[1] === '−' ? -tenths : tenths;
}

/** "1 h 05 min", "45 min 12 s", "58 s" (the report's stint durations) in whole minutes. */
function reportMinutes(text: string): number {
  const hours = /(\d+) h (\d+) min/.exec(text);
  if (hours) return Number(hours[1]) * 60 + Number(hours[2]);
  return Number(/(\d+) min/.exec(text)?.[1] ?? 0);
}

/** "31 t. (1 h 02)", "7 t. (24 min)" (the strategy's stint): its laps and whole minutes. */
function strategyStint(text: string): { laps: number; minutes: number } | null {
  const match = /^(\d+) t\. \((?:(\d+) h (\d+)|(\d+) min)\)$/.exec(text);
  if (!match) return null;
  const minutes = match[4] !== undefined ? Number(match[4]) : Number(match[2]) * 60 + Number(match[3]);
  return { laps: Number(match[1]), minutes };
}

/** The class a strategy place names: « LMP2 » of « LMP2 5 ». */
function classOfPlace(place: string): string {
  return place.replace(/ \d+$/, '');
}

describe('the strategy view at the flag', () => {
  it("shows each car's class place, its last stint and its gap as the session's report does", async () => {
    await site.browser.withPage('strategy-at-flag', async (page) => {
      // The finished race followed on the ranking: its strategy at its last crossing, the flag.
      await open(page, `/live/classement?session=${RECORDED_RACE}&vue=strategie`);
      const strategyRows = page.locator('.strategy-table tbody tr');
      await expect.poll(() => strategyRows.count(), { timeout: 30_000 }).toBe(62);
      const strategy = await linesOf(page, '.strategy-table');

      await open(page, `/sessions/reports/${RECORDED_RACE}?onglet=classement`);
      await expect.poll(() => rows(page, 'classification').count(), { timeout: 30_000 }).toBe(62);
      const report = new Map(
        (await linesOf(page, 'table[data-table="classification"]')).map((line) => [line.number, line]),
      );

      const differences: string[] = [];
      const differ = (number: string, what: string, shown: unknown, expected: unknown) => {
        if (shown !== expected) differences.push(`#${number} ${what}: ${shown} ≠ ${expected}`);
      };
      const placedIn = (category: string) =>
        [...report.values()].filter((other) => other.cells[3] === category && other.cells[4] !== '-').length;
      for (const line of strategy) {
        const [pos, , team, , , next, owed, gap, adjustedPos] = line.cells;
        const reported = report.get(line.number);
        if (!reported) {
          differences.push(`#${line.number} absent du classement`);
          continue;
        }
        const [, , reportTeam, category = '', classPos, , , classGap] = reported.cells;
        differ(line.number, 'équipe', team, reportTeam);
        if (category !== classOfPlace(pos ?? '')) {
          // A sub-class's car (« LMP2 Pro-Am »): the report places and measures it within its sub-class, the
          // strategy within its class; only what is owed compares.
          if (classPos !== '-') {
            differ(line.number, 'arrêts restants', owed, '0');
            differ(line.number, 'prochain arrêt', next, 'aucun');
          }
          continue;
        }
        if (classPos === '-') {
          // Retired, disqualified: behind every car the report places in its class.
          const place = Number(/ (\d+)$/.exec(pos ?? '')?.[1]);
          if (!(place > placedIn(category))) differences.push(`#${line.number} placé ${pos}, non classé`);
          continue;
        }
        differ(line.number, 'place', pos, `${category} ${classPos}`);
        // Nothing is owed once the race is over: no next stop, no place to gain once the stops even out.
        differ(line.number, 'place corrigée', adjustedPos, classPos);
        differ(line.number, 'arrêts restants', owed, '0');
        differ(line.number, 'prochain arrêt', next, 'aucun');
        // The corrected gap to the car ahead in the class is the gap at the line once nothing is owed: the
        // difference of their gaps to the class leader, when both finished on its lap.
        const ahead = [...report.values()].find(
          (other) => other.cells[3] === category && other.cells[4] === String(Number(classPos) - 1),
        );
        if (classPos === '1') {
          differ(line.number, 'écart corrigé du premier', gap, '-');
          continue;
        }
        // The car ahead in the class may be a sub-class's, which the report places within its sub-class.
        if (!ahead) continue;
        const carGap = classGapMs(classGap ?? '');
        const aheadGap = Number(classPos) === 2 ? 0 : classGapMs(ahead.cells[7] ?? '');
        if (carGap === null || aheadGap === null) continue;
        differ(
          line.number,
          'écart corrigé',
          adjustedGapTenths(gap ?? ''),
          Math.round((carGap - aheadGap) / 100),
        );
      }

      // Each class's and sub-class's winner the report names, in its lines and its table, among the cars of
      // the strategy view; LMP2 Pro-Am's is the official one, #199.
      const winners = [...report.values()].filter((line) => line.cells[4] === '1');
      const named = winners.map((line) => `${line.cells[3]} #${line.number}`).sort();
      expect(named.map((winner) => winner.replace(/ #\d+$/, ''))).toEqual([
        'Hypercar',
        'LMGT3',
        'LMP2',
        'LMP2 Pro-Am',
      ]);
      expect(named).toContain('LMP2 Pro-Am #199');
      const winnerLines = await page.locator('.report-class-winners li').allTextContents();
      expect(
        winnerLines.map((text) => /^Vainqueur (.+?)\s:\s*n°(\d+)/.exec(text)?.slice(1).join(' #')).sort(),
      ).toEqual(named);
      expect(strategy.map((line) => line.number)).toEqual(
        expect.arrayContaining(winners.map((line) => line.number)),
      );

      // The strategy view follows the sub-class's filter: the cars the report places in LMP2 Pro-Am.
      await open(page, `/live/classement?session=${RECORDED_RACE}&vue=strategie&categorie=lmp2-pro-am`);
      const proAm = [...report.values()].filter((line) => line.cells[3] === 'LMP2 Pro-Am');
      await expect.poll(() => strategyRows.count(), { timeout: 30_000 }).toBe(proAm.length);
      const proAmStrategy = await linesOf(page, '.strategy-table');
      expect(proAmStrategy.map((line) => line.number).sort()).toEqual(
        proAm.map((line) => line.number).sort(),
      );
      // Placed within the sub-class, as the report places them: #199 first, on the road and once the stops
      // even out, with no gap to a car ahead.
      expect(proAmStrategy[0]?.number).toBe('199');
      expect(proAmStrategy[0]?.cells[0]).toBe('LMP2 Pro-Am 1');
      expect(proAmStrategy[0]?.cells[7]).toBe('-');
      for (const line of proAmStrategy) {
        const [pos, , , , , , , , adjustedPos] = line.cells;
        const classPos = report.get(line.number)?.cells[4];
        if (classPos === undefined || classPos === '-') continue;
        differ(line.number, 'place Pro-Am', pos, `LMP2 Pro-Am ${classPos}`);
        differ(line.number, 'place Pro-Am corrigée', adjustedPos, classPos);
      }
      // Each corrected gap is to the sub-class's car ahead once the stops even out: the class view's corrected
      // gaps of the cars between the two, added up (each shown to the tenth).
      const placeOf = (line: { cells: string[] }) => Number.parseInt(line.cells[8] ?? '', 10);
      const lmp2 = strategy.filter((line) => classOfPlace(line.cells[0] ?? '') === 'LMP2');
      const classPlace = (number: string) =>
        placeOf(lmp2.find((line) => line.number === number) ?? { cells: [] });
      const byCorrectedPlace = proAmStrategy
        .filter((line) => !Number.isNaN(placeOf(line)))
        .sort((a, b) => placeOf(a) - placeOf(b));
      let compared = 0;
      for (const [index, line] of byCorrectedPlace.entries()) {
        const ahead = byCorrectedPlace[index - 1];
        if (!ahead) continue;
        const between = lmp2.filter(
          (other) => placeOf(other) > classPlace(ahead.number) && placeOf(other) <= classPlace(line.number),
        );
        const gaps = between.map((other) => adjustedGapTenths(other.cells[7] ?? ''));
        if (between.length === 0 || gaps.includes(null)) continue;
        const sum = gaps.reduce((total: number, gap) => total + (gap ?? 0), 0);
        const shown = adjustedGapTenths(line.cells[7] ?? '');
        compared += 1;
        if (shown === null || Math.abs(shown - sum) > between.length)
          differences.push(`#${line.number} écart Pro-Am corrigé: ${shown} ≠ ${sum} (±${between.length})`);
      }
      expect(compared).toBe(byCorrectedPlace.length - 1);

      // The class winners' last stint, against the report's last stint of the same car.
      await open(page, `/sessions/reports/${RECORDED_RACE}?onglet=analyse`);
      const choice = page.getByRole('combobox', { name: 'Voiture' });
      await choice.waitFor({ timeout: 30_000 });
      for (const winner of winners) {
        const entry = await choice
          .locator('option', { hasText: new RegExp(`^#${winner.number} `) })
          .getAttribute('value');
        await choice.selectOption(entry ?? '');
        // The stints shown are the chosen car's once their CSV link names it.
        const csv = page.locator('.car-analysis a.analysis-csv', { hasText: 'Relais' });
        await expect
          .poll(() => csv.getAttribute('href'), { timeout: 20_000 })
          .toBe(`/api/sessions/${RECORDED_RACE}/stints?entry=${entry}&format=csv`);
        const last = rows(page, 'stints').last();
        const laps = Number(/\((\d+)\)$/.exec((await last.locator('td').nth(1).textContent()) ?? '')?.[1]);
        const minutes = reportMinutes((await last.locator('td').nth(3).textContent()) ?? '');
        const shown = strategy.find((line) => line.number === winner.number)?.cells[3] ?? '';
        differ(
          winner.number,
          'relais',
          JSON.stringify(strategyStint(shown)),
          JSON.stringify({ laps, minutes }),
        );
      }
      expect(differences).toEqual([]);
    });
  });
});
