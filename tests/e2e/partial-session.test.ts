import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestBrowser } from '../support/browser.ts';
import { openPage } from './support/pages.ts';
import { openBrowser } from './support/shared-browser.ts';
import { type SiteStack, startSiteStack } from './support/site-stack.ts';

/*
 * The race followed from 23:45:00 of race time only, as `npm start` joins it: the pages giving the
 * session's figures say from when they run, in words.
 */

/** #83, the winner (the catalogue and the timing share their ids). */
const FERRARI_83 = 16;
const SINCE_JOINED = /^Données partielles depuis 23:45:\d\d$/;

let stack: SiteStack;
let browser: TestBrowser;

beforeAll(async () => {
  stack = await startSiteStack({ feedStart: '23:45:00' });
  browser = await openBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

it("says on #83's page and in the reports list that the data runs from 23:45", async () => {
  await browser.withPage('partial-session', async (page) => {
    await openPage(page, stack.url, `/equipes/${FERRARI_83}`);
    const header = page.locator('.event-source').getByRole('note');
    await expect.poll(() => header.textContent(), { timeout: 30_000 }).toMatch(SINCE_JOINED);

    await openPage(page, stack.url, '/sessions/reports');
    const card = page.locator('.report-card').first().getByRole('note');
    await expect.poll(() => card.textContent(), { timeout: 30_000 }).toMatch(SINCE_JOINED);
  });
});
