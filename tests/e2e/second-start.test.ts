import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../support/browser.ts';
import { createTestDatabase, type TestDatabase } from '../support/database.ts';
import { createTestRedis, type TestRedis } from '../support/redis.ts';
import { liveIndicatorsOf } from './support/live-indicators.ts';
import { openBrowser } from './support/shared-browser.ts';
import { startSiteStack } from './support/site-stack.ts';

let database: TestDatabase;
let redis: TestRedis;
let browser: TestBrowser;

beforeAll(async () => {
  database = await createTestDatabase();
  redis = createTestRedis();
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await redis?.cleanup();
  await database?.drop();
});

describe('a second start of the site on the same database', () => {
  it('is live from an earlier race time than the first start reached', async () => {
    // The first start plays past the winner's flag and stops there, as a demo left running does.
    const first = await startSiteStack({
      database,
      redis,
      feedStart: '24:02:40',
      feedSpeed: 10,
      pollIntervalMs: 500,
    });
    try {
      await expect
        .poll(
          async () =>
            ((await fetch(`${first.url}/api/live/state`).then((r) => r.json())) as { phase: string }).phase,
          {
            timeout: 60_000,
          },
        )
        .toBe('finished');
    } finally {
      await first.stop();
    }

    const second = await startSiteStack({
      database,
      redis,
      feedStart: '20:00:00',
      feedSpeed: 1,
      pollIntervalMs: 500,
    });
    try {
      await browser.withPage('second-start', async (page) => {
        await page.goto(`${second.url}/live/classement`);
        await page.getByText('En ligne', { exact: true }).first().waitFor({ timeout: 20_000 });
        await expect
          .poll(() => page.locator('.ranking-table tbody tr').count(), { timeout: 30_000 })
          .toBe(62);
        // The session shown is the second start's (the first one's end until its first document is read), at
        // its own race time, and its frames keep arriving.
        await expect
          .poll(() => page.locator('.session-bar__name').textContent(), { timeout: 20_000 })
          .toContain('depuis 20:00:00');
        const remaining = async () => (await liveIndicatorsOf(page)).remainingS ?? Number.NaN;
        const shown = await remaining();
        expect(shown).toBeGreaterThan(3 * 3600);
        expect(shown).toBeLessThanOrEqual(4 * 3600);
        await expect.poll(remaining, { timeout: 20_000 }).toBeLessThan(shown);
      });
    } finally {
      await second.stop();
    }
  });
});
