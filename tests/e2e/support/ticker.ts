import type { Page } from 'playwright-core';
import { pauseJustAhead } from './pages.ts';

/** The ticker's item on screen: its chip and its text. */
const shownItem = (page: Page) =>
  page.locator('.ticker').evaluate((ticker) => ({
    count: ticker.querySelector('.ticker__count')?.textContent ?? '',
    label: ticker.querySelector('.ticker__label')?.textContent ?? '',
  }));

/**
 * The chips of every item the ticker cycles through: the page's clock (installed before the page loaded)
 * stands, then moves an item at a time.
 */
export async function tickerChips(page: Page): Promise<string[]> {
  await pauseJustAhead(page);
  const total = Number((await shownItem(page)).count.split('/')[1] ?? '1');
  const chips: string[] = [];
  for (let turn = 0; turn < total; turn++) {
    chips.push((await shownItem(page)).label);
    await page.clock.runFor(5000);
  }
  await page.clock.resume();
  return chips;
}
