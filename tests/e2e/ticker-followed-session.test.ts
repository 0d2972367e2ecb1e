import { formatRaceTime } from '@lemans/contract/timing';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pauseJustAhead, prepareTab, withOwnBrowser } from './support/pages.ts';
import { RECORDED_RACE, RECORDED_RACE_SEED } from './support/recorded-race.ts';
import { type SiteStack, startSiteStack } from './support/site-stack.ts';

/*
 * The banner's live alerts are those of the session the page follows: a finished race the ranking shows
 * (recorded beside the session the feed plays) while the ranking shows it, the current session elsewhere.
 */

interface Alert {
  message: string;
  race_time: number;
}

let stack: SiteStack;

beforeAll(async () => {
  stack = await startSiteStack({ seed: RECORDED_RACE_SEED });
}, 180_000);
afterAll(async () => {
  await stack?.stop();
});

async function alertsOf(query: string): Promise<Alert[]> {
  const response = await fetch(`${stack.url}/api/live-alerts${query}`);
  if (!response.ok) throw new Error(`/api/live-alerts${query}: ${response.status}`);
  return (await response.json()) as Alert[];
}

/** The ticker's first item, as a visitor reads it: chip, race time and text. */
const firstItem = (page: Page) =>
  page.locator('.ticker').evaluate((ticker) => ({
    count: ticker.querySelector('.ticker__count')?.textContent ?? '',
    label: ticker.querySelector('.ticker__label')?.textContent ?? '',
    time: ticker.querySelector('.ticker__time')?.textContent ?? '',
    text: ticker.querySelector('.ticker__text')?.textContent ?? '',
  }));

/** LIVE while the session runs; once it is over, race control's words are no live news. */
const asShown = (alert: Alert, running: boolean) => ({
  label: running ? 'LIVE' : 'Direction de course',
  time: formatRaceTime(alert.race_time),
  text: alert.message,
});

async function runs(query: string): Promise<boolean> {
  const response = await fetch(`${stack.url}/api/live/state${query}`);
  return ((await response.json()) as { phase: string }).phase === 'running';
}

describe('the ticker follows the session of the page', () => {
  it("shows the replayed race's alerts on its ranking, and the current session's elsewhere", async () => {
    const recorded = await alertsOf(`?sessionId=${RECORDED_RACE}`);
    expect(recorded.length).toBeGreaterThan(0);

    await withOwnBrowser('ticker-session', async (page) => {
      await prepareTab(page, stack.url);
      // A still clock keeps the ticker on its first item.
      await page.clock.install();
      await page.goto(`${stack.url}/live/classement?session=${RECORDED_RACE}`);
      await pauseJustAhead(page);
      await expect
        .poll(() => firstItem(page), { timeout: 15_000 })
        .toMatchObject(asShown(recorded[0] as Alert, await runs(`?sessionId=${RECORDED_RACE}`)));

      await page
        .getByRole('navigation', { name: 'Navigation principale' })
        .getByRole('link', { name: 'Accueil' })
        .click();
      const current = await alertsOf('');
      await expect
        .poll(() => firstItem(page), { timeout: 15_000 })
        .toMatchObject(
          current[0]
            ? asShown(current[0], await runs(''))
            : // No race control then: the moment's weather or news, without a race time.
              { label: expect.not.stringMatching(/^(LIVE|Direction de course)$/), time: '' },
        );
    });
  });
});
