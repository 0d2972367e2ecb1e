import { fileURLToPath } from 'node:url';
import { withDatabaseName } from '@lemans/platform';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { launchBrowser } from '../tests/support/browser.ts';
import { freePort } from '../tests/support/free-port.ts';
import { dropDatabase } from '../tests/support/postgres-admin.ts';
import { startApiServer } from './lib/api-server.ts';
import { type ChildServer, startChildServer } from './lib/child-server.ts';
import { seedRace2025 } from './lib/race-database.ts';
import { type BenchSection, fixed, summarise, table } from './lib/stats.ts';

/**
 * The session report's lap table on the whole 2025 race (20,182 laps), in Chromium on the built site:
 * ours pages through the laps 50 at a time from the server; the alternative a developer would write first
 * loads every lap and renders one table of them all (plain DOM, cheaper than React, so the comparison
 * favours it). A PerformanceObserver records every long task (the main thread busy for more than 50 ms:
 * what a visitor feels as jank) while each one shows its laps.
 */

const WEB = fileURLToPath(new URL('../web', import.meta.url));
const PAGE_CHANGES = 20;
/** The API serves at most this many laps a request: the alternative asks for every page of that size. */
const LARGEST_PAGE = 500;

/** The little of the page's window the evaluated functions touch (the benchmarks are typed without the DOM). */
interface PageGlobals {
  longTasks: number[];
  PerformanceObserver: new (
    callback: (list: { getEntries(): { duration: number }[] }) => void,
  ) => { observe(options: { type: string; buffered: boolean }): void };
  requestAnimationFrame(callback: () => void): number;
  document: {
    querySelector(selector: string): { textContent: string | null; click(): void } | null;
    createElement(tag: 'table'): {
      offsetHeight: number;
      createTBody(): {
        rows: { length: number };
        insertRow(): { insertCell(): { textContent: string | null } };
      };
    };
    body: { replaceChildren(node: unknown): void };
  };
}

interface Measure {
  /** From the start of the load to the rows being shown (ms). */
  shownMs: number;
  longTasks: number[];
  rows: number;
}

export async function run(): Promise<BenchSection> {
  const serverUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/lemans';
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  const databaseName = `lemans_bench_report_${process.pid}`;
  const databaseUrl = withDatabaseName(serverUrl, databaseName);
  const servers: ChildServer[] = [];
  const browser = await launchBrowser();
  try {
    const race = await seedRace2025(databaseUrl);
    await build({ root: WEB, logLevel: 'warn' });
    const api = await startApiServer({
      databaseUrl,
      redisUrl,
      redisPrefix: `lemans-bench-report:${process.pid}`,
    });
    servers.push(api);
    const port = await freePort();
    const site = await startChildServer(
      fileURLToPath(new URL('../web/server/main.ts', import.meta.url)),
      [],
      { PORT: String(port), API_URL: api.url, LOG_LEVEL: 'warn' },
      port,
      '/',
    );
    servers.push(site);
    const reportUrl = `${site.url}/sessions/reports/${race.sessionId}`;

    const { first, changes } = await browser.withPage('report-ours', (page) => measureOurs(page, reportUrl));
    const all = await browser.withPage('report-naive', (page) =>
      measureAllRows(page, `${site.url}/`, race.sessionId, race.laps),
    );
    const change = summarise(changes.map((measure) => measure.shownMs));
    const longest = (measures: Measure[]) => Math.max(0, ...measures.flatMap((measure) => measure.longTasks));
    const count = (measures: Measure[]) =>
      measures.reduce((sum, measure) => sum + measure.longTasks.length, 0);
    return {
      title: 'Session report page: 20,182 laps, paginated vs one table of every lap',
      markdown: [
        table(
          ['', 'ours: 50 laps a page from the server', 'naive: every lap in one table'],
          [
            ['laps in the page (rows)', first.rows, all.rows],
            ['first rows shown (ms, load to rows)', fixed(first.shownMs, 0), fixed(all.shownMs, 0)],
            [
              `page change, ${PAGE_CHANGES} clicks on the next page (ms, p50 / p99)`,
              `${fixed(change.p50, 0)} / ${fixed(change.p99, 0)}`,
              'n/a (everything is on the page)',
            ],
            ['long tasks > 50 ms (count)', count([first, ...changes]), count([all])],
            [
              'longest main-thread task (ms)',
              fixed(longest([first, ...changes]), 0),
              fixed(longest([all]), 0),
            ],
          ],
        ),
        '',
        `Chromium (headless) on the built site and the real API over the whole race; "first rows shown" ` +
          'includes the requests. Long tasks from a PerformanceObserver of type longtask.',
      ].join('\n'),
    };
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.stop()));
    await dropDatabase(serverUrl, databaseName);
  }
}

/** Records the page's long tasks from its first script on. */
async function observeLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const window = globalThis as unknown as PageGlobals;
    window.longTasks = [];
    new window.PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
}

/** The long tasks recorded since the last call. */
function takeLongTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    return (globalThis as unknown as PageGlobals).longTasks.splice(0);
  });
}

async function measureOurs(page: Page, reportUrl: string): Promise<{ first: Measure; changes: Measure[] }> {
  await observeLongTasks(page);
  const start = Date.now();
  await page.goto(reportUrl);
  await page.locator('.report-laps tbody tr').first().waitFor();
  const first: Measure = {
    shownMs: Date.now() - start,
    longTasks: await takeLongTasks(page),
    rows: await page.locator('.report-laps tbody tr').count(),
  };
  const changes: Measure[] = [];
  for (let change = 0; change < PAGE_CHANGES; change++) {
    // Timed inside the page, from the click to the next frame showing the new rows: a driver's click would
    // also wait for the page to stop scrolling, which is not what a visitor waits for.
    const shownMs = await page.evaluate(async () => {
      // No named functions in here: the bundler would wrap them in a helper the page does not have.
      const { document, requestAnimationFrame } = globalThis as unknown as PageGlobals;
      const row = '.report-laps tbody tr';
      const before = document.querySelector(row)?.textContent;
      const start = performance.now();
      document.querySelector('[aria-label="Page suivante"]')?.click();
      while (document.querySelector(row)?.textContent === before)
        await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
      return performance.now() - start;
    });
    changes.push({ shownMs, longTasks: await takeLongTasks(page), rows: 0 });
  }
  return { first, changes };
}

/** Every lap fetched (as many pages of 500 as it takes, at once) and rendered as one table. */
async function measureAllRows(
  page: Page,
  siteUrl: string,
  sessionId: string,
  laps: number,
): Promise<Measure> {
  await observeLongTasks(page);
  await page.goto(siteUrl);
  await takeLongTasks(page);
  const pages = Math.ceil(laps / LARGEST_PAGE);
  const result = await page.evaluate(
    async ({ sessionId, pages, size }) => {
      const { document, requestAnimationFrame } = globalThis as unknown as PageGlobals;
      const start = performance.now();
      const answers = await Promise.all(
        Array.from({ length: pages }, (_, index) =>
          fetch(`/api/sessions/${sessionId}/report?page=${index + 1}&pageSize=${size}`).then(
            (response) =>
              response.json() as Promise<{
                laps: {
                  lap_number: number;
                  participant_number: string;
                  firstname: string;
                  lastname: string;
                  lap_time: number;
                  position: number;
                  gap_to_leader: number;
                }[];
              }>,
          ),
        ),
      );
      const table = document.createElement('table');
      const body = table.createTBody();
      for (const answer of answers) {
        for (const lap of answer.laps) {
          const row = body.insertRow();
          for (const value of [
            lap.lap_number,
            `#${lap.participant_number}`,
            `${lap.firstname} ${lap.lastname}`,
            lap.lap_time,
            lap.position,
            lap.gap_to_leader,
          ])
            row.insertCell().textContent = String(value ?? '-');
        }
      }
      document.body.replaceChildren(table);
      // Reading a size forces the layout of the whole table, as its first paint would.
      void table.offsetHeight;
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      return { shownMs: performance.now() - start, rows: body.rows.length };
    },
    { sessionId, pages, size: LARGEST_PAGE },
  );
  return { ...result, longTasks: await takeLongTasks(page) };
}
