import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RANKING_COLUMNS, type RankingColumn } from '../../web/src/screens/live/ranking/ranking-columns.ts';
import { BACKOFF_CAP_MS } from '../../web/src/socket/reconnect-schedule.ts';
import { jumpFeedTo } from '../support/feed-control.ts';
import { saveScreenshot } from './support/pages.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/**
 * The columns of figures the list names, but the sectors': a marked sector time's bold italics may reach
 * into its cell's padding.
 */
const FIGURE_KEYS = (RANKING_COLUMNS as readonly RankingColumn[])
  .filter((column) => column.numeric && column.heading !== 'ranking.column.sector')
  .map((column) => column.key);

/** The figures' cells whose text reaches beyond their padding, read in one call, as "col-gap of #12 « … »". */
function figuresOutsideTheirCells(page: Page): Promise<string[]> {
  return page.evaluate((keys) => {
    const { document, getComputedStyle } = globalThis as unknown as FiguresWindow;
    const range = document.createRange();
    return Array.from(document.querySelectorAll('.ranking-table tbody tr.ranking-row')).flatMap((row) =>
      keys.flatMap((key) => {
        const cell = row.querySelector(`td.col-${key}`);
        if (!cell?.textContent) return [];
        const box = cell.getBoundingClientRect();
        if (box.width === 0) return [];
        // What is shown: the words for screen readers alone are clipped out of sight.
        const shown = Array.from(cell.childNodes).filter(
          (node) => !node.classList?.contains('visually-hidden'),
        );
        const rects = shown.map((node) => {
          range.selectNodeContents(node);
          return range.getBoundingClientRect();
        });
        const style = getComputedStyle(cell);
        const left = box.left + Number.parseFloat(style.paddingLeft) - 0.5;
        const right = box.right - Number.parseFloat(style.paddingRight) + 0.5;
        return rects.some((text) => text.width > 0 && (text.left < left || text.right > right))
          ? [`col-${key} de la n°${row.getAttribute('data-number')} « ${cell.textContent} »`]
          : [];
      }),
    );
  }, FIGURE_KEYS);
}

/** The little of the page's window figuresOutsideTheirCells reads (the tests are typed without the DOM). */
interface FiguresWindow {
  getComputedStyle(element: FiguresElement): { paddingLeft: string; paddingRight: string };
  document: {
    querySelectorAll(selector: string): ArrayLike<FiguresElement>;
    createRange(): { selectNodeContents(node: FiguresElement): void; getBoundingClientRect(): Box };
  };
}
interface Box {
  left: number;
  right: number;
  width: number;
}
interface FiguresElement {
  textContent: string | null;
  childNodes: ArrayLike<FiguresElement>;
  /** Absent from text nodes. */
  classList?: { contains(name: string): boolean };
  querySelector(selector: string): FiguresElement | null;
  getAttribute(name: string): string | null;
  getBoundingClientRect(): Box;
}

// A minute before the winner's flag: laps are completed every few seconds, then the race ends.
const site = useSiteStack({ feedStart: '24:01:50', feedSpeed: 2, pollIntervalMs: 500 });

describe('live ranking /live/classement', () => {
  it('shows the table, updates rows live with a 3 s highlight, then the final result', async () => {
    await site.browser.withPage('ranking', async (page) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${site.stack.url}/live/classement`);
      await expect.poll(() => page.locator('.ranking-table tbody tr').count(), { timeout: 30_000 }).toBe(62);
      // Joined a minute before the flag: every car in the race with a gap to the leader shows its interval at
      // once, before completing a lap under the site's eyes; the 13 cars out of it have none.
      const gapsAndIntervals = await page
        .locator('.ranking-table tbody tr')
        .evaluateAll((rows) =>
          rows.map((row) => [
            row.querySelector('.col-gap')?.textContent,
            row.querySelector('.col-int')?.textContent,
            row.querySelector('.col-state')?.textContent,
          ]),
        );
      const out = (state: string | null | undefined) => state === 'Abandon' || state === 'Arrêté';
      const withGap = gapsAndIntervals.filter(([gap, , state]) => gap !== '' && !out(state));
      expect(withGap.length).toBeGreaterThan(40);
      expect(withGap.filter(([, interval]) => interval === '')).toEqual([]);
      const outOfRace = gapsAndIntervals.filter(([, , state]) => out(state));
      expect(outOfRace).toHaveLength(13);
      for (const [gap, interval] of outOfRace) {
        expect(gap).toMatch(/^\+\d+ tours$/);
        expect(interval).toBe('');
      }
      // A laptop's table: the phone's details column is in a phone's table only.
      const headers = await page.locator('.ranking-table thead th').allTextContents();
      expect(headers).toEqual([
        'Suivre',
        'Pos',
        'N°',
        'Équipe',
        'Pilote',
        'Tours',
        'Dernier Tour',
        'Meilleur',
        'Écart',
        'Int.',
        'S1',
        'S2',
        'S3',
        'Arrêts',
        'Arrêt',
        'Relais',
        'Vitesse',
        'Vmax',
        'État',
      ]);
      // The highest speed so far only where the page has room for it beside the last lap's: from 1440 px.
      expect(await page.locator('.ranking-table thead th.col-vmax').isVisible()).toBe(false);
      // Shortened headings carry their full name.
      expect(await page.locator('.ranking-table thead abbr', { hasText: 'Int.' }).getAttribute('title')).toBe(
        'Intervalle avec la voiture précédente',
      );
      // The team is a link to its page; the row itself is no control.
      const firstRow = page.locator('.ranking-table tbody tr').first();
      expect(await firstRow.getAttribute('tabindex')).toBeNull();
      const teamLink = firstRow.locator('.col-team a');
      expect(await teamLink.getAttribute('href')).toMatch(/^\/equipes\/\d+$/);
      expect(await page.title()).toBe('Classement en direct — Le Mans live');

      // A car completes a lap: its row changes and is highlighted, then the highlight goes after 3 s.
      const highlighted = page
        .locator('.ranking-row.new-lap, .ranking-row.gained, .ranking-row.lost')
        .first();
      await highlighted.waitFor({ timeout: 30_000 });
      const number = await highlighted.getAttribute('data-number');
      await expect
        .poll(() => page.locator(`.ranking-row[data-number="${number}"]`).getAttribute('class'), {
          timeout: 8_000,
        })
        .not.toMatch(/\b(new-lap|gained|lost)\b/);

      // The leader's flag: a provisional result, no winner named while the others finish their lap.
      await page.getByText('🏁 Résultat provisoire').waitFor({ timeout: 60_000 });
      expect(await page.locator('.final-result').textContent()).toMatch(/^Résultat provisoire : la n°83 /);
      expect(await page.locator('.winner-label').count()).toBe(0);
      // Past the last car's crossing (24:06:46): the final result.
      await jumpFeedTo(site.stack.feedUrl, '24:06:40');
      await page.getByText('🏁 Résultat final').waitFor({ timeout: 30_000 });
      await expect.poll(() => page.locator('.podium').first().textContent()).toContain('VAINQUEUR');
      const winnerLink = page.getByRole('link', { name: 'Voir le Vainqueur' });
      expect(await winnerLink.getAttribute('href')).toBe('/equipes/16');
      expect(await page.locator('.ranking-table tbody tr').first().getAttribute('data-number')).toBe('83');
      // The fastest lap in purple, in its row and named above the table.
      const fastest = page.locator('.ranking-table tbody td.col-best.lap-fastest');
      expect(await fastest.count()).toBe(1);
      const holder = await fastest.locator('xpath=..').getAttribute('data-number');
      expect(await page.locator('.fastest-lap-line').textContent()).toMatch(
        new RegExp(`^Meilleur tour de la course : \\d:\\d\\d\\.\\d{3}, n°${holder} `),
      );
      // The widest figures of a race (cars out for hours, '+2xx tours'; stops of a repair) stay inside their
      // cells at every width: none runs into the next.
      for (const width of [1440, 1280, 1100, 390]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await figuresOutsideTheirCells(page), `${width} px`).toEqual([]);
        expect(await page.locator('.ranking-table thead th.col-vmax').isVisible(), `${width} px`).toBe(
          width >= 1440,
        );
      }
      expect(
        await page
          .locator('.ranking-table tbody td.col-gap')
          .evaluateAll((cells) =>
            Math.max(...cells.map((cell) => Number(/\+(\d+) tours/.exec(cell.textContent ?? '')?.[1] ?? 0))),
          ),
      ).toBeGreaterThan(99);
      await page.setViewportSize({ width: 1280, height: 900 });
      await saveScreenshot(page, 'ranking-final-1280.png');
      await page.setViewportSize({ width: 390, height: 844 });
      await saveScreenshot(page, 'ranking-final-390.png');
    });
  });

  it('goes offline when the realtime server stops and back online when it returns', async () => {
    await site.browser.withPage('connection', async (page) => {
      await page.goto(`${site.stack.url}/live/classement`);
      await page.getByText('En ligne', { exact: true }).first().waitFor({ timeout: 20_000 });
      await site.stack.restart('realtime', async () => {
        await page.getByText('Hors ligne', { exact: true }).first().waitFor({ timeout: 10_000 });
      });
      // The page tries again on its schedule: a server slow to come back (a busy machine) finds it in a wait
      // of up to BACKOFF_CAP_MS before its next attempt.
      await page
        .getByText('En ligne', { exact: true })
        .first()
        .waitFor({ timeout: BACKOFF_CAP_MS + 20_000 });
    });
  });
});
