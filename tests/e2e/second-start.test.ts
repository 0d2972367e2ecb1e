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

const liveStateOf = async (site: string) =>
  (await fetch(`${site}/api/live/state`).then((response) => response.json())) as {
    session_id: string;
    phase: string;
  };

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
    let firstSession = '';
    try {
      await expect
        .poll(async () => (await liveStateOf(first.url)).phase, { timeout: 60_000 })
        .toBe('finished');
      firstSession = (await liveStateOf(first.url)).session_id;
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
        // The session shown is the second start's (the first one's end until its first document is read): the
        // race at its own time, four hours from the end, and its frames keep arriving.
        const remaining = async () => (await liveIndicatorsOf(page)).remainingS ?? Number.NaN;
        await expect.poll(remaining, { timeout: 20_000 }).toBeGreaterThan(3 * 3600);
        const shown = await remaining();
        expect(shown).toBeLessThanOrEqual(4 * 3600);
        await expect.poll(remaining, { timeout: 20_000 }).toBeLessThan(shown);
        // What the API says of it, which the proxy may keep a second or two (max-age=1).
        await expect
          .poll(async () => (await liveStateOf(second.url)).phase, { timeout: 10_000 })
          .toBe('running');
        const state = await liveStateOf(second.url);
        expect(state.session_id).toMatch(/^202506141-[0-9a-f]{8}$/);
        expect(state.session_id).not.toBe(firstSession);
      });
    } finally {
      await second.stop();
    }
  });
});
