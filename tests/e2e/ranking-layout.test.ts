import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  headingOf,
  RANKING_COLUMNS,
  type RankingColumn,
} from '../../web/src/screens/live/ranking/ranking-columns.ts';
import { DESKTOP, horizontalOverflow, openPage, PHONE, paramsOf, saveScreenshot } from './support/pages.ts';
import { apiFrameOf } from './support/recorded-history.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/**
 * The live ranking as a fan reads it all day, mid-race: on a laptop every column fits with the header kept
 * in view, one class can be shown alone, sector times are coloured; on a phone each row keeps its number,
 * position and gap in sight and opens its details; a followed car stays followed after a reload.
 */

const site = useSiteStack({ feedStart: '12:00:00', feedSpeed: 1, pollIntervalMs: 500 });

/** The little of the page's window these tests read (the tests are typed without the DOM library). */
interface LayoutWindow {
  scrollTo(x: number, y: number): void;
  scrollY: number;
  document: {
    querySelector(selector: string): LayoutElement | null;
    querySelectorAll(selector: string): ArrayLike<LayoutElement>;
    elementFromPoint(x: number, y: number): LayoutElement | null;
    createRange(): LayoutRange;
  };
}
interface LayoutElement {
  textContent: string | null;
  scrollWidth: number;
  clientWidth: number;
  parentElement: LayoutElement | null;
  childNodes: ArrayLike<LayoutText>;
  closest(selector: string): LayoutElement | null;
  querySelector(selector: string): LayoutElement | null;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): { left: number; right: number; width: number; top: number; bottom: number };
}
interface LayoutText {
  nodeType: number;
  textContent: string | null;
}
interface LayoutRange {
  setStart(node: LayoutText, offset: number): void;
  setEnd(node: LayoutText, offset: number): void;
  getClientRects(): ArrayLike<unknown>;
}

/** The headings a table shows where `hidden` columns are hidden, in the list's order. */
const headingsShownWithout = (...hidden: RankingColumn['shown'][]) =>
  RANKING_COLUMNS.filter((column: RankingColumn) => !hidden.includes(column.shown)).map((column) =>
    headingOf(column),
  );

/**
 * The driver names' words cut over two lines: the driver's column is narrower than a name's longest word. A
 * hyphen is a break between words ('Tin-zeon' may end a line at its hyphen).
 */
const wordsCutInDriverNames = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const { document } = globalThis as unknown as LayoutWindow;
    const range = document.createRange();
    const TEXT_NODE = 3;
    return Array.from(document.querySelectorAll('.live-ranking tbody td.col-driver .driver-name')).flatMap(
      (cell) =>
        Array.from(cell.childNodes)
          .filter((node) => node.nodeType === TEXT_NODE)
          .flatMap((text) =>
            Array.from((text.textContent ?? '').matchAll(/[^\s-]+/g)).flatMap((word) => {
              range.setStart(text, word.index);
              range.setEnd(text, word.index + word[0].length);
              return range.getClientRects().length > 1 ? [word[0]] : [];
            }),
          ),
    );
  });

const rows = (page: Page) => page.locator('.live-ranking tbody tr.ranking-row');
const classChoice = (page: Page, name: string) =>
  page.getByRole('group', { name: 'Catégorie affichée' }).getByRole('button', { name, exact: true });

async function openRanking(page: Page, path = '/live/classement'): Promise<void> {
  await openPage(page, site.stack.url, path);
  await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBeGreaterThan(0);
  // The first screen's rows come first, the others right after (the table is busy meanwhile).
  await page.locator('.live-ranking:not([aria-busy])').waitFor({ timeout: 30_000 });
}

async function boxOf(cell: Locator): Promise<{ x: number; width: number }> {
  const box = await cell.boundingBox();
  if (!box) throw new Error('cellule invisible');
  return box;
}

describe('ranking layout /live/classement', () => {
  it('fits a laptop: no sideways scroll, every heading in view, the header kept in view', async () => {
    await site.browser.withPage('layout-desktop', async (page) => {
      await openRanking(page);
      await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBe(62);

      const widths = await page.evaluate(() => {
        const table = (globalThis as unknown as LayoutWindow).document.querySelector('.live-ranking');
        return { table: table?.scrollWidth ?? 0, box: table?.parentElement?.clientWidth ?? 0 };
      });
      expect(widths.table).toBeGreaterThan(1000);
      expect(widths.table).toBeLessThanOrEqual(widths.box);
      expect(await horizontalOverflow(page)).toBe(0);
      // The top bar's logo lines up with the page's title, at the laptop's width and at 1440 px.
      for (const width of [DESKTOP.width, 1440]) {
        await page.setViewportSize({ width, height: DESKTOP.height });
        const logo = await boxOf(page.locator('.top-bar__logo'));
        const title = await boxOf(page.locator('#ranking-title'));
        expect(Math.abs(logo.x - title.x), `${width} px`).toBeLessThanOrEqual(1);
      }
      await page.setViewportSize(DESKTOP);

      const headings = page.locator('.live-ranking thead th');
      const shown: string[] = [];
      for (const heading of await headings.all()) {
        if (!(await heading.isVisible())) continue;
        const box = await boxOf(heading);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
        shown.push((await heading.textContent()) ?? '');
      }
      // At 1280 px, without the columns of the wide screens only (from 1440 px).
      expect(shown).toEqual(headingsShownWithout('phone-only', 'wide-screens'));

      // Each column as wide as the list says (rem of the page's 16 px), the driver's taking what is left:
      // enough for every name to wrap between its words, never inside one ('Lauren s Vantho or').
      for (const column of RANKING_COLUMNS as readonly RankingColumn[]) {
        if (column.shown === 'phone-only' || column.shown === 'wide-screens' || column.width === 'rest')
          continue;
        const box = await boxOf(page.locator(`.live-ranking thead th.col-${column.key}`));
        expect(box.width, column.key).toBeCloseTo(Number.parseFloat(column.width) * 16, 0);
      }
      expect(await wordsCutInDriverNames(page)).toEqual([]);

      await page.evaluate(() => (globalThis as unknown as LayoutWindow).scrollTo(0, 1500));
      await expect
        .poll(() => page.evaluate(() => (globalThis as unknown as LayoutWindow).scrollY))
        .toBe(1500);
      // The heading cells stick, not the thead box.
      const head = await page.locator('.live-ranking thead th.col-team').boundingBox();
      expect(head).not.toBeNull();
      if (!head) return;
      expect(head.y).toBeGreaterThanOrEqual(0);
      expect(head.y + head.height).toBeLessThan(DESKTOP.height);
      // Nothing (the sticky top bar) covers it.
      const onTop = await page.evaluate(
        ([x, y]) =>
          (globalThis as unknown as LayoutWindow).document.elementFromPoint(x, y)?.closest('thead') != null,
        [head.x + head.width / 2, head.y + head.height / 2] as const,
      );
      expect(onTop).toBe(true);
      await page.evaluate(() => (globalThis as unknown as LayoutWindow).scrollTo(0, 0));
    });
  });

  it('colours sector times: the best of the class in purple, a personal best in green, with words', async () => {
    await site.browser.withPage('sectors', async (page) => {
      await openRanking(page);
      const classBest = page.locator('.live-ranking td.sector-class-best');
      const personalBest = page.locator('.live-ranking td.sector-personal-best');
      await expect.poll(() => classBest.count(), { timeout: 30_000 }).toBeGreaterThan(0);
      await expect.poll(() => personalBest.count(), { timeout: 30_000 }).toBeGreaterThan(0);
      expect(await classBest.first().getAttribute('title')).toContain('meilleur temps de la catégorie');
      expect(await personalBest.first().locator('.visually-hidden').textContent()).toContain(
        'record personnel',
      );
      await page.locator('.ranking-controls').scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'ranking-1280.png');
    });
  });

  it('shows one class alone, in class positions, kept in the address', async () => {
    await site.browser.withPage('class-view', async (page) => {
      await openRanking(page);
      const all = await rows(page).count();
      await classChoice(page, 'LMP2').click();
      await expect.poll(() => paramsOf(page.url()).categorie).toBe('lmp2');
      await expect.poll(() => classChoice(page, 'LMP2').getAttribute('aria-pressed')).toBe('true');
      expect(await classChoice(page, 'Toutes').getAttribute('aria-pressed')).toBe('false');

      const lmp2 = async () => {
        const numbers = await Promise.all(
          (await rows(page).locator('.car-number').all()).map(
            async (number) => (await number.getAttribute('class')) ?? '',
          ),
        );
        const positions = await rows(page).locator('.col-pos .rank-badge').allTextContents();
        return { numbers, positions };
      };
      await expect.poll(async () => (await lmp2()).numbers.every((name) => name.includes('lmp2'))).toBe(true);
      const shown = await lmp2();
      expect(shown.numbers.length).toBeGreaterThan(5);
      expect(shown.numbers.length).toBeLessThan(all);
      expect(shown.positions).toEqual(shown.numbers.map((_, index) => String(index + 1)));
      await page.locator('.ranking-controls').scrollIntoViewIfNeeded();
      await saveScreenshot(page, 'ranking-lmp2-1280.png');

      await page.reload();
      await expect
        .poll(() => classChoice(page, 'LMP2').getAttribute('aria-pressed'), { timeout: 15_000 })
        .toBe('true');
      await classChoice(page, 'Toutes').click();
      await expect.poll(() => rows(page).count()).toBe(all);
      expect(paramsOf(page.url()).categorie).toBeUndefined();
    });
  });

  it('fits a phone: number, position and gap of every row in view, the rest behind a details button', async () => {
    await site.browser.withPage('layout-phone', async (page) => {
      await openRanking(page);
      await page.setViewportSize(PHONE);
      await expect.poll(() => rows(page).count(), { timeout: 30_000 }).toBe(62);
      expect(await horizontalOverflow(page)).toBe(0);
      // Every row read at one instant, in one call: a call per cell (186 of them) took 25 s on a busy machine,
      // up to the test's timeout, while the live rows moved under it.
      const outside = await page.evaluate((width) => {
        const { document } = globalThis as unknown as LayoutWindow;
        return Array.from(document.querySelectorAll('.live-ranking tbody tr.ranking-row')).flatMap((row) =>
          ['.col-num', '.col-pos', '.col-gap'].flatMap((cell) => {
            const box = row.querySelector(cell)?.getBoundingClientRect();
            const shown = box !== undefined && box.width > 0 && box.left >= 0 && box.right <= width;
            return shown ? [] : [`${cell} de la ligne ${row.getAttribute('data-number')}`];
          }),
        );
      }, PHONE.width);
      expect(outside).toEqual([]);
      // The first rows on the first screen, above the banner at its bottom; the podiums after the table.
      const firstScreen = await page.evaluate(() => {
        const { document } = globalThis as unknown as LayoutWindow;
        const rowsShown = Array.from(document.querySelectorAll('.live-ranking tbody tr.ranking-row'));
        const banner = document.querySelector('.news-banner')?.getBoundingClientRect();
        const bottom = banner && banner.width > 0 ? banner.top : Number.POSITIVE_INFINITY;
        const podiums = document.querySelector('.podiums')?.getBoundingClientRect();
        const table = document.querySelector('.live-ranking')?.getBoundingClientRect();
        return {
          rows: rowsShown.filter((row) => row.getBoundingClientRect().bottom <= Math.min(bottom, 844)).length,
          podiumsBelowTable: podiums !== undefined && table !== undefined && podiums.top >= table.bottom,
        };
      });
      expect(firstScreen.rows).toBeGreaterThanOrEqual(3);
      expect(firstScreen.podiumsBelowTable).toBe(true);
      // Names as timing screens write them ('L. Vanthoor'), in full for a screen reader, none cut short.
      const names = await page.evaluate(() => {
        const { document } = globalThis as unknown as LayoutWindow;
        return Array.from(document.querySelectorAll('.live-ranking tbody td.col-driver')).flatMap((cell) => {
          const short = cell.querySelector('.driver-name-short');
          const full = cell.querySelector('.driver-name');
          return short && full
            ? [{ short: short.textContent, full: full.textContent, cut: cell.scrollWidth > cell.clientWidth }]
            : [];
        });
      });
      expect(names.length).toBeGreaterThan(50);
      for (const name of names) expect(name.short).toMatch(/^(\p{L}\. \S|\S+$)/u);
      expect(names.filter((name) => name.cut).map((name) => name.full)).toEqual([]);
      const headings = page.locator('.live-ranking thead th');
      const shown: string[] = [];
      for (const heading of await headings.all()) {
        if (await heading.isVisible()) shown.push((await heading.textContent()) ?? '');
      }
      expect(shown).toEqual(headingsShownWithout('not-on-phone', 'wide-screens'));

      // The leader's row is then found by its number: the order may change while the test runs.
      const number = await rows(page).first().getAttribute('data-number');
      const first = page.locator(`.live-ranking tr.ranking-row[data-number="${number}"]`);
      const toggle = first.getByRole('button', { name: `Détails de la voiture n°${number}` });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const details = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
      await details.getByRole('link', { name: "Voir l'équipe" }).waitFor({ timeout: 5_000 });
      expect(await details.textContent()).toContain('Secteurs');
      // Both speeds, the last lap's and the highest (Vmax), to the tenth as French writes it, in km/h.
      expect(await details.textContent()).toMatch(/Vitesse\d{3},\d km\/hVitesse maximale\d{3},\d km\/h/);

      // The time column switches from the gap to the interval, among the options folded behind one button.
      const options = page.getByRole('button', { name: 'Affichage' });
      expect(await options.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('button', { name: 'Int.', exact: true }).isVisible()).toBe(false);
      await options.click();
      expect(await options.getAttribute('aria-expanded')).toBe('true');
      await page.getByRole('button', { name: 'Int.', exact: true }).click();
      expect(await first.locator('.col-int').isVisible()).toBe(true);
      expect(await first.locator('.col-gap').isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Écart', exact: true }).click();

      await saveScreenshot(page, 'ranking-390.png');
    });
  });

  for (const size of [DESKTOP, PHONE]) {
    it(`joined at 12:00, shows at ${size.width} px each gap by one rule and no stint it cannot know`, async () => {
      await site.browser.withPage(`late-join-${size.width}`, async (page) => {
        await openRanking(page);
        // A phone's row has no state nor stint cell (its details give them): they are read on the laptop's
        // table, then each gap at the size tested, car by car (a car's state and stint last far longer).
        const cellsOf = () =>
          rows(page).evaluateAll((trs) =>
            trs.map((tr) => {
              const row = tr as unknown as LayoutElement;
              const text = (cell: string) => row.querySelector(cell)?.textContent?.trim() ?? '';
              return {
                number: row.getAttribute('data-number'),
                state: text('.col-state'),
                gap: text('.col-gap'),
                stint: text('.col-stint'),
              };
            }),
          );
        await page.setViewportSize(DESKTOP);
        const onLaptop = new Map((await cellsOf()).map((row) => [row.number, row]));
        await page.setViewportSize(size);
        const shown = (await cellsOf()).map((row) => ({
          ...row,
          state: onLaptop.get(row.number)?.state ?? '',
          stint: onLaptop.get(row.number)?.stint ?? '',
        }));
        expect(shown.length).toBeGreaterThan(50);
        // Laps down never fewer than a car above (cars out of the race are measured as they stand).
        let most = 0;
        const fewer: string[] = [];
        for (const row of shown.filter((car) => car.state !== 'Abandon' && car.state !== 'Arrêté')) {
          const laps = Number(/^\+(\d+) tours?$/.exec(row.gap)?.[1] ?? 0);
          if (laps < most) fewer.push(`n°${row.number} ${row.gap} après +${most} tours`);
          most = Math.max(most, laps);
        }
        expect(fewer).toEqual([]);
        // A car that has not stopped under our eyes has no stint length: « — » (« inconnu » for screen readers),
        // never a made-up 0. A car in the pits now is at the start of its next stint, which is known; so is one
        // seen in them that has left since and not yet crossed the line (a car in the pits at 12:00 leaves
        // them a minute and a half later, for a lap): the race time this reads at depends on how fast the
        // tests before it ran. The frame says which stops were seen (their lap is known).
        const live = await apiFrameOf(site.stack.url, '/api/live');
        const stopSeen = new Set(
          live.data.filter((car) => car.last_pit_lap !== null).map((car) => car.participant_number),
        );
        expect(
          shown.filter(
            (row) => row.stint === '0' && row.state !== 'Aux stands' && !stopSeen.has(row.number ?? ''),
          ),
        ).toEqual([]);
        expect(shown.filter((row) => row.stint === '—inconnu').length).toBeGreaterThan(40);
      });
    });
  }

  it('keeps a followed car starred after a reload and puts it on top', async () => {
    await site.browser.withPage('favourites', async (page) => {
      await openRanking(page);
      const number = (await rows(page).nth(5).getAttribute('data-number')) ?? '';
      await page.getByRole('button', { name: `Suivre la voiture n°${number}` }).click();
      const starred = page.getByRole('button', { name: `Ne plus suivre la voiture n°${number}` });
      expect(await starred.getAttribute('aria-pressed')).toBe('true');
      expect(await page.locator(`.ranking-row[data-number="${number}"]`).getAttribute('class')).toContain(
        'starred',
      );

      await page.reload();
      await starred.waitFor({ timeout: 30_000 });
      expect(await starred.getAttribute('aria-pressed')).toBe('true');
      await page
        .getByRole('group', { name: 'Mes voitures' })
        .getByRole('button', { name: 'En haut', exact: true })
        .click();
      await expect.poll(() => rows(page).first().getAttribute('data-number')).toBe(number);
    });
  });
});
