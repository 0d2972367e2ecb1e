import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jumpFeedTo } from '../support/feed-control.ts';
import { DESKTOP } from './support/pages.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * LMP2 Pro-Am as the officials run it, on the ranking at the flag of Le Mans 2025: the class choice offers
 * it, its view lists its nine cars alone, placed among themselves, and the finish names #199 its winner.
 */

const PRO_AM = ['11', '16', '183', '199', '23', '24', '29', '34', '45'];

// Seconds before the winner's flag (24:02:53): the provisional result, then the final one after a jump.
const site = useSiteStack({ feedStart: '24:02:40', feedSpeed: 2, pollIntervalMs: 500 });

/** The numbers and position badges of the table's rows, read at once. */
const shownRows = (page: Page) =>
  page.locator('.ranking-table tbody tr.ranking-row').evaluateAll((rows) =>
    rows.map((row) => ({
      number: row.getAttribute('data-number') ?? '',
      position: row.querySelector('.col-pos .rank-badge')?.textContent ?? '',
    })),
  );

describe('LMP2 Pro-Am on the ranking', () => {
  it('is a class choice whose view lists its cars alone, and names #199 its winner at the flag', async () => {
    await site.browser.withPage('pro-am', async (page) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(`${site.stack.url}/live/classement`);
      const choice = page.getByRole('button', { name: 'LMP2 Pro-Am', exact: true });
      await choice.click();
      await expect
        .poll(() => new URL(page.url()).searchParams.get('categorie'), { timeout: 10_000 })
        .toBe('lmp2-pro-am');
      await expect.poll(() => choice.getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
      await expect
        .poll(async () => (await shownRows(page)).map((row) => row.number).sort(), { timeout: 30_000 })
        .toEqual(PRO_AM);

      await page.getByText('🏁 Résultat provisoire').waitFor({ timeout: 60_000 });
      // Past the last car's crossing (24:06:46): the final result.
      await jumpFeedTo(site.stack.feedUrl, '24:06:40');
      await page.getByText('🏁 Résultat final').waitFor({ timeout: 30_000 });
      await expect
        .poll(() => page.locator('.final-result').textContent(), { timeout: 30_000 })
        .toContain('Vainqueur LMP2 Pro-Am : la n°199 AO by TF');
      const rows = await shownRows(page);
      expect(rows[0]).toEqual({ number: '199', position: '1' });
      expect(rows[1]).toEqual({ number: '29', position: '2' });
      expect(await page.locator('.ranking-table caption').textContent()).toBe(
        'Classement de la catégorie LMP2 Pro-Am',
      );
      const podium = page.locator('.podium', { has: page.getByRole('heading', { name: 'LMP2 Pro-Am' }) });
      expect(await podium.locator('.winner-label').textContent()).toBe('VAINQUEUR n°199');
    });
  });

  it('is a chip of the circuit, whose running order lists its cars alone, #199 first', async () => {
    await site.browser.withPage('pro-am-circuit', async (page) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(`${site.stack.url}/live/circuit`);
      await page.getByRole('button', { name: 'LMP2 Pro-Am', exact: true }).click();
      const order = page.locator('.running-order tbody tr');
      await expect
        .poll(async () => (await order.locator('.car-number').allTextContents()).sort(), { timeout: 30_000 })
        .toEqual(PRO_AM);
      expect(await order.first().locator('.car-number').textContent()).toBe('199');
      expect(await order.first().locator('.running-order__pos').textContent()).toBe('1');
      // Its class's chip pressed with it.
      const lmp2 = page.locator('.category-chips').getByRole('button', { name: 'LMP2', exact: true });
      expect(await lmp2.getAttribute('aria-pressed')).toBe('true');
    });
  });
});
