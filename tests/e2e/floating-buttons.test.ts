import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type Box, intersects } from './support/boxes.ts';
import { DESKTOP, openPage, PHONE } from './support/pages.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * Nothing floats over the race: on the live pages the contact and donation buttons stay out of the ranking
 * table and the circuit's map and running order, on a laptop as on a phone, wherever the page is scrolled,
 * and both are still there to reach at the end of the page. The race runs live from its twelfth hour.
 */

const site = useSiteStack({ feedStart: '12:00:00', pollIntervalMs: 1000 });

/**
 * The boxes (in the window's coordinates) of every link and button that is fixed on the screen, or inside
 * something fixed, the bottom banner aside: the page keeps room for the banner below its content.
 */
const floatingControls = (page: Page) =>
  page.evaluate(`[...document.querySelectorAll('a, button')]
    .filter((control) => {
      if (control.closest('.news-banner')) return false;
      for (let element = control; element; element = element.parentElement) {
        if (getComputedStyle(element).position === 'fixed') return true;
      }
      return false;
    })
    .map((control) => control.getBoundingClientRect())
    .filter((box) => box.width > 0 && box.height > 0)
    .map(({ x, y, width, height }) => ({ x, y, width, height }))`) as Promise<Box[]>;

/** Scrolls the window to a fraction of the page's height. */
const scrollTo = (page: Page, fraction: number) =>
  page.evaluate(`window.scrollTo(0, document.documentElement.scrollHeight * ${fraction})`);

const LIVE_SCREENS = [
  { path: '/live/classement', loaded: '.ranking-table tbody tr', covered: ['.ranking-table'] },
  {
    path: '/live/circuit',
    loaded: '.circuit-order tbody tr',
    covered: ['.circuit-map', '.circuit-order'],
  },
];
const SIZES = [
  { name: 'laptop', size: DESKTOP },
  { name: 'phone', size: PHONE },
];

describe('the live pages', () => {
  for (const screen of LIVE_SCREENS) {
    for (const { name, size } of SIZES) {
      it(`keeps every floating button off ${screen.path} on a ${name}, contact and donation at hand`, async () => {
        await site.browser.withPage(`floating-${name}${screen.path.replaceAll('/', '-')}`, async (page) => {
          await openPage(page, site.stack.url, screen.path);
          await page.setViewportSize(size);
          await page.locator(screen.loaded).first().waitFor({ timeout: 30_000 });
          const contact = page.getByRole('link', { name: 'Nous contacter' });
          const donation = page.getByRole('button', { name: '1€ = 1 café' });
          await contact.waitFor();

          for (const fraction of [0, 0.25, 0.5, 0.75, 1]) {
            await scrollTo(page, fraction);
            const controls = await floatingControls(page);
            for (const selector of screen.covered) {
              const covered = await page.locator(selector).boundingBox();
              if (!covered) throw new Error(`${selector} n’est pas affiché`);
              expect(controls.filter((box) => intersects(box, covered))).toEqual([]);
            }
          }

          // Still there to reach, at the end of the page after the race, in the page's flow.
          for (const control of [contact, donation]) {
            await control.scrollIntoViewIfNeeded();
            expect(await control.isVisible()).toBe(true);
            const main = await page.locator('main').boundingBox();
            const box = await control.boundingBox();
            if (!main || !box) throw new Error('la page n’est pas affichée');
            expect(box.y).toBeGreaterThanOrEqual(main.y + main.height);
          }
          expect(await contact.getAttribute('href')).toBe('/contact');
          await donation.click();
          await page.getByRole('link', { name: 'Nous écrire pour soutenir le site' }).waitFor();
        });
      });
    }
  }
});
