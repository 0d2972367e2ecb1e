import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openAdmin } from './support/admin-pages.ts';
import { prepareTab, waitForNextFrame } from './support/pages.ts';
import { ADMIN_PASSWORD } from './support/site-stack.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/** A transparent PNG of one pixel. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/*
 * The built site lives within its own Content-Security-Policy: every public screen, the admin login and the
 * admin screens load with no violation, embedded players and news pictures included; and the build ships
 * no source map.
 */

// Behind the development server: the proxy gives the same headers (tests/integration/proxy), and the
// browser tests run behind it by default.
const site = useSiteStack({ origin: 'site-server' });
const DIST_ASSETS = fileURLToPath(new URL('../../web/dist/assets/', import.meta.url));

beforeAll(async () => {
  // A remote news picture, and a live stream and a replay whose players are embedded.
  await site.stack.database.db
    .updateTable('news')
    .set({ image_url: 'https://medias.example.org/news/83.jpg' })
    .execute();
  for (const status of ['live', 'replay']) {
    const response = await fetch(`${site.stack.url}/api/admin/streams`, {
      method: 'POST',
      headers: { 'x-admin-password': ADMIN_PASSWORD, 'content-type': 'application/json' },
      body: JSON.stringify({
        team_number: '51',
        team_name: 'AF Corse',
        stream_url: `https://www.youtube.com/watch?v=${status}`,
        stream_title: `Caméra ${status}`,
        status,
      }),
    });
    expect(response.ok).toBe(true);
  }
});

interface Violation {
  directive: string;
  blocked: string;
}

/** Keeps every CSP violation of the page and its console's complaints about the policy. */
async function watchPolicy(
  page: Page,
): Promise<{ violations: () => Promise<Violation[]>; console: string[] }> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const window = globalThis as unknown as {
      cspViolations: { directive: string; blocked: string }[];
      document: { addEventListener(type: string, listener: (event: never) => void): void };
    };
    window.cspViolations = [];
    window.document.addEventListener(
      'securitypolicyviolation',
      (event: { violatedDirective: string; blockedURI: string }) => {
        window.cspViolations.push({ directive: event.violatedDirective, blocked: event.blockedURI });
      },
    );
  });
  return {
    violations: () =>
      page.evaluate(() => (globalThis as unknown as { cspViolations: Violation[] }).cspViolations),
    console,
  };
}

/**
 * Waits for the page to have loaded what it asks at first, then to paint a frame: a violation is an event
 * queued when the browser refuses something, dispatched by then.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
  await waitForNextFrame(page);
}

const PUBLIC_SCREENS = [
  '/',
  '/live',
  '/live/classement',
  '/live/videos',
  '/programme',
  '/actualites',
  '/contact',
  '/pilotes',
  '/equipes',
  '/equipes/16',
  '/replays',
  '/sessions',
  '/sessions/reports',
  '/admin',
];

describe('content security policy', () => {
  it.each(PUBLIC_SCREENS)('%s loads with the security headers and no violation', async (path) => {
    await site.browser.withPage(`csp${path.replace(/\//g, '-')}`, async (page) => {
      const policy = await watchPolicy(page);
      await prepareTab(page, site.stack.url);
      const response = await page.goto(`${site.stack.url}${path}`);
      const headers = response?.headers() ?? {};
      expect(headers['content-security-policy']).toContain("script-src 'self'");
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      await page.locator('#root > *').first().waitFor({ timeout: 15_000 });
      await settle(page);
      expect(await policy.violations()).toEqual([]);
      expect(policy.console).toEqual([]);
    });
  });

  it('the embedded players and the news pictures are let through', async () => {
    await site.browser.withPage('csp-embeds', async (page) => {
      const policy = await watchPolicy(page);
      await prepareTab(page, site.stack.url);
      await page.goto(`${site.stack.url}/live/videos`);
      await page
        .locator('iframe[src^="https://www.youtube.com/embed/"]')
        .first()
        .waitFor({ timeout: 15_000 });
      // The pictures' host answers here with a pixel: without a network, the picture would fail, soon or after
      // a long wait for the name, and the card put its placeholder in its place, with or before the check.
      // The policy is applied before any request, so a picture it refused would never reach this route.
      await page.route('https://medias.example.org/**', (route) =>
        route.fulfill({ contentType: 'image/png', body: ONE_PIXEL_PNG }),
      );
      await page.goto(`${site.stack.url}/actualites`);
      await page.locator('img[src^="https://medias.example.org/"]').first().waitFor({ timeout: 15_000 });
      await settle(page);
      expect(await policy.violations()).toEqual([]);
    });
  });

  it('the admin screens, notices included, load with no violation', async () => {
    await site.browser.withPage('csp-admin', async (page) => {
      const policy = await watchPolicy(page);
      await openAdmin(page, site.stack.url, '/admin');
      for (const path of ['/admin', '/admin/streams', '/admin/messages', '/admin/enregistrements']) {
        await page.goto(`${site.stack.url}${path}`);
        await page.locator('.admin-header').waitFor({ timeout: 15_000 });
        await settle(page);
      }
      expect(await policy.violations()).toEqual([]);
      expect(policy.console).toEqual([]);
    });
  });
});

describe('source maps', () => {
  it('are neither built nor served', async () => {
    const files = await readdir(DIST_ASSETS);
    const scripts = files.filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    for (const script of scripts) {
      expect(await readFile(`${DIST_ASSETS}${script}`, 'utf8'), script).not.toContain('sourceMappingURL');
      expect((await fetch(`${site.stack.url}/assets/${script}.map`)).status, script).toBe(404);
    }
  });
});
