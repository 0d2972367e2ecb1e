import { describe, expect, it } from 'vitest';
import { openPage } from './support/pages.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * The pages other than the live ranking load their code when first opened (bench/web.bench.ts weighs what
 * the ranking loads): going to one must not blank the page being left while that code arrives.
 */

const site = useSiteStack();

describe('pages loaded on first opening', () => {
  it('a page whose code is not loaded yet replaces the page left only once it can show', async () => {
    await site.browser.withPage('lazy-navigation', async (page) => {
      await openPage(page, site.stack.url, '/live/classement');
      await page.locator('#ranking-title').waitFor();
      let askChunk!: () => void;
      const chunkAsked = new Promise<void>((resolve) => {
        askChunk = resolve;
      });
      let releaseChunk!: () => void;
      const chunkReleased = new Promise<void>((resolve) => {
        releaseChunk = resolve;
      });
      await page.route(/\/assets\/programme-page-[\w-]+\.js$/, async (route) => {
        askChunk();
        await chunkReleased;
        await route.continue();
      });

      await page
        .getByRole('navigation', { name: 'Navigation principale' })
        .getByRole('link', { name: 'Programme' })
        .click();
      await chunkAsked;
      // The address and the navigation already say where the visitor goes; the ranking stays meanwhile.
      expect(new URL(page.url()).pathname).toBe('/programme');
      expect(await page.locator('#ranking-title').isVisible()).toBe(true);
      expect(await page.getByText('Chargement...').count()).toBe(0);

      releaseChunk();
      await page.locator('#programme-title').waitFor();
      expect(await page.locator('#ranking-title').count()).toBe(0);
      expect(await page.title()).toBe('Programme — Le Mans live');
    });
  });

  it('is the production build of React the start and the containers serve, not its development one', async () => {
    const page = await (await fetch(site.stack.url)).text();
    const entry = /<script type="module"[^>]* src="(\/assets\/index-[\w-]+\.js)"/.exec(page)?.[1];
    expect(entry, page).toBeDefined();
    const code = await (await fetch(`${site.stack.url}${entry}`)).text();
    // React's production build throws coded errors; its development build warns, of keys among others.
    expect(code).toContain('Minified React error');
    expect(code).not.toContain('key" prop');
  });
});
