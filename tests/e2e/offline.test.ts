import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, prepareTab, saveScreenshot } from './support/pages.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * The site on a race-day network: installable (manifest, icons), its service worker keeping the shell, and
 * the ranking kept by the page, so that a reload without network shows the last frame with its age, and the
 * page catches up through the socket when the network is back. Nothing private is ever kept.
 */

const site = useSiteStack(
  { feedStart: '14:00:00', feedSpeed: 1, pollIntervalMs: 500 },
  { serviceWorkers: 'allow' },
);
afterEach(async () => {
  // The network is the context's: a test that stopped half-way must not leave the next one without it.
  await site.browser.context.setOffline(false);
});

/** The frame the page kept, as its rows' numbers in order and its moment; null while none is kept. */
interface Kept {
  numbers: string[];
  elapsed: number;
  id: string | null;
}

const keptFrame = (page: Page): Promise<Kept | null> =>
  page.evaluate(`(async () => {
    const cache = await caches.open('lemans-dernier-etat');
    const response = await cache.match('/hors-ligne/dernier-classement.json');
    if (!response) return null;
    const saved = await response.json();
    const rows = [...saved.frame.data].sort((a, b) => a.ranking - b.ranking);
    return { numbers: rows.map((row) => row.participant_number), elapsed: saved.frame.weather.elapsed_time, id: saved.id };
  })()`);

const shownNumbers = (page: Page): Promise<string[]> =>
  page
    .locator('tr[data-number]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-number') ?? ''));

const controlled = (page: Page): Promise<boolean> =>
  page.evaluate('navigator.serviceWorker.controller !== null') as Promise<boolean>;

/** What the caches of the page's origin hold: every kept request's path. */
const cachedPaths = (page: Page): Promise<string[]> =>
  page.evaluate(`(async () => {
    const paths = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  })()`);

const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'Hors connexion' });

describe('the ranking on a race-day network', () => {
  for (const size of [PHONE, DESKTOP]) {
    it(`at ${size.width}×${size.height}, a reload without network shows the last frame and its age, then catches up`, async () => {
      await site.browser.withPage(`offline-${size.width}`, async (page) => {
        await prepareTab(page, site.stack.url);
        await page.setViewportSize(size);
        await page.goto(`${site.stack.url}/live/classement`);
        await page.locator('tr[data-number]').first().waitFor({ timeout: 30_000 });
        // The worker takes the page over once installed, and the page keeps a frame the socket brought.
        await expect.poll(() => controlled(page), { timeout: 30_000 }).toBe(true);
        await expect
          .poll(async () => (await keptFrame(page))?.id ?? null, { timeout: 30_000 })
          .not.toBeNull();
        await page.context().setOffline(true);
        // What the page kept last, read at the moment the network goes: the page cannot keep anything after.
        const kept = (await keptFrame(page)) as Kept;

        // What the page's socket says and hears from here on.
        const sent: string[] = [];
        const received: string[] = [];
        page.on('websocket', (socket) => {
          socket.on('framesent', ({ payload }) => sent.push(String(payload)));
          socket.on('framereceived', ({ payload }) => received.push(String(payload)));
        });
        await page.reload();
        await notice(page).waitFor({ timeout: 15_000 });
        expect(await notice(page).textContent()).toMatch(/dernier classement reçu il y a \d+ s/);
        await expect.poll(() => shownNumbers(page)).toEqual(kept.numbers);
        const firstRow = await page.locator('tr[data-number]').first().boundingBox();
        expect(firstRow && firstRow.y + firstRow.height).toBeLessThanOrEqual(size.height);
        await page.getByText('Hors ligne', { exact: true }).first().waitFor();
        // The shell whole, its logo included.
        await expect
          .poll(() =>
            page
              .locator('.top-bar__logo img')
              .evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth),
          )
          .toBeGreaterThan(0);
        await saveScreenshot(page, `offline-reload-${size.width}.png`);

        await page.context().setOffline(false);
        // Back on the network: the socket connects, resumes from the kept frame, and the page is live again.
        await notice(page).waitFor({ state: 'detached', timeout: 30_000 });
        await page.getByText('En ligne', { exact: true }).first().waitFor({ timeout: 30_000 });
        await expect
          .poll(async () => (await keptFrame(page))?.elapsed ?? 0, { timeout: 30_000 })
          .toBeGreaterThan(kept.elapsed);
        // It joined holding the kept frame and resumed from it: what followed came as changes to that frame.
        const messages = sent.map(
          (text) => JSON.parse(text) as { type: string; id?: string; held?: { id: string } },
        );
        expect(messages).toContainEqual(
          expect.objectContaining({ type: 'join-live', held: expect.objectContaining({ id: kept.id }) }),
        );
        expect(messages).toContainEqual({ type: 'resume', id: kept.id });
        expect(received.some((text) => text.includes('"type":"live-delta"'))).toBe(true);
      });
    }, 180_000);
  }

  it('keeps neither an API answer nor anything of the admin area', async () => {
    await site.browser.withPage('offline-private', async (page) => {
      await prepareTab(page, site.stack.url);
      await page.goto(`${site.stack.url}/live/classement`);
      await expect.poll(() => controlled(page), { timeout: 30_000 }).toBe(true);
      await page.goto(`${site.stack.url}/admin`);
      await page.getByLabel('Mot de passe').waitFor({ timeout: 30_000 });
      await page.goto(`${site.stack.url}/equipes`);
      await page.locator('main').first().waitFor();
      const paths = await cachedPaths(page);
      expect(paths).toContain('/index.html');
      expect(paths.filter((path) => path.startsWith('/api/') || path.startsWith('/admin'))).toEqual([]);
      expect(paths.filter((path) => /\/assets\/admin-/.test(path))).toEqual([]);
      // Without network the public pages still open, while the admin area is not there at all.
      await page.context().setOffline(true);
      await page.goto(`${site.stack.url}/live/classement`);
      await page.locator('#root > *').first().waitFor({ timeout: 15_000 });
      await expect(page.goto(`${site.stack.url}/admin`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    });
  }, 120_000);

  it('is installable: a manifest in French with its icons', async () => {
    const manifestResponse = await fetch(`${site.stack.url}/manifest.webmanifest`);
    expect(manifestResponse.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await manifestResponse.json()) as {
      lang: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ lang: 'fr', short_name: 'Le Mans live', display: 'standalone' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const response = await fetch(`${site.stack.url}${icon.src}`);
      expect(response.status, icon.src).toBe(200);
      expect(response.headers.get('content-type'), icon.src).toBe(icon.type);
    }
    const worker = await fetch(`${site.stack.url}/sw.js`);
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    // A new build's worker is seen at the next visit: never kept by the browser's HTTP cache.
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });
});
