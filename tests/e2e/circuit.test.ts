import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestBrowser } from '../support/browser.ts';
import { openPage, PHONE, saveScreenshots } from './support/pages.ts';
import { openBrowser } from './support/shared-browser.ts';
import { type SiteStack, startSiteStack } from './support/site-stack.ts';

/*
 * /live/circuit mid-race: the 2025 race played from its twelfth hour, every car on the drawing of the
 * Circuit des 24 Heures, placed by its timing.
 */

let stack: SiteStack;
let browser: TestBrowser;

beforeAll(async () => {
  stack = await startSiteStack({ feedStart: '12:00:00', pollIntervalMs: 1000 });
  browser = await openBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const markers = (page: Page) => page.getByRole('button', { name: /^Voiture \w+$/ });
const positions = (page: Page) =>
  page
    .locator('g.circuit-car')
    .evaluateAll((cars) =>
      Object.fromEntries(cars.map((car) => [car.getAttribute('data-number'), car.getAttribute('transform')])),
    );

describe('the circuit live', () => {
  it('draws at least 50 cars, most of them moving from one moment to the next', async () => {
    await browser.withPage('circuit', async (page) => {
      // The tests' browser asks for reduced motion; the map's animation is what is checked here.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await openPage(page, stack.url, '/live/circuit');
      await expect.poll(() => markers(page).count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(50);
      await expect
        .poll(async () => Object.values(await positions(page)).filter(Boolean).length)
        .toBeGreaterThanOrEqual(50);
      const before = await positions(page);
      await page.waitForTimeout(5000);
      const after = await positions(page);
      const moved = Object.keys(after).filter((number) => after[number] !== before[number]);
      expect(moved.length).toBeGreaterThan(Object.keys(after).length / 2);
      expect(await page.locator('.circuit-order li').count()).toBe(await markers(page).count());
      await saveScreenshots(page, 'circuit');
    });
  });

  it('names a car on hover, follows one centred on a phone, and filters a class', async () => {
    await browser.withPage('circuit-follow', async (page) => {
      await openPage(page, stack.url, '/live/circuit');
      await expect.poll(() => markers(page).count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(50);
      await page.getByRole('button', { name: 'Voiture 83' }).focus();
      await expect.poll(() => page.locator('.circuit-detail').textContent()).toMatch(/^#83 AF Corse/);

      await page.setViewportSize(PHONE);
      await page.getByRole('combobox', { name: 'Suivre' }).selectOption('83');
      const viewBox = await page.locator('.circuit-map svg').getAttribute('viewBox');
      const [x, y, width] = (viewBox ?? '').split(' ').map(Number) as [number, number, number];
      expect(width).toBeCloseTo(1000 / 3);
      const car = await page.locator('g.circuit-car[data-number="83"]').getAttribute('transform');
      const [carX, carY] = (/translate\(([\d.]+) ([\d.]+)\)/.exec(car ?? '') ?? []).slice(1).map(Number) as [
        number,
        number,
      ];
      expect(carX).toBeCloseTo(x + width / 2, 0);
      expect(carY).toBeGreaterThan(y);

      await page.locator('.report-chips button', { hasText: 'LMP2' }).click();
      await expect.poll(() => markers(page).count()).toBe(17);
    });
  });

  it('keeps the cars still when motion is to be reduced', async () => {
    await browser.withPage('circuit-reduced', async (page) => {
      await openPage(page, stack.url, '/live/circuit');
      await expect.poll(() => markers(page).count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(50);
      const frames = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            // Counts the markers' moves over a second without a new frame of the timing to draw.
            const scope = globalThis as unknown as {
              document: {
                querySelector(selector: string): { getAttribute(name: string): string | null } | null;
              };
              setTimeout(callback: () => void, ms: number): void;
            };
            const marker = () => scope.document.querySelector('g.circuit-car')?.getAttribute('transform');
            const first = marker();
            let moves = 0;
            let last = first;
            const check = () => {
              const now = marker();
              if (now !== last) moves++;
              last = now;
            };
            for (let step = 1; step <= 10; step++) scope.setTimeout(check, step * 50);
            scope.setTimeout(() => resolve(moves), 600);
          }),
      );
      // At most one move, when a frame of the timing lands in that half second.
      expect(frames).toBeLessThanOrEqual(1);
    });
  });
});
