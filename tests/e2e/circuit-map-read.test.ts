import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingViolations, describeFinding } from './support/axe.ts';
import {
  carCount,
  type ScreenBox,
  separatelyVisibleCars,
  tapPackReading,
  within,
} from './support/circuit-map.ts';
import { DESKTOP, openPage, PHONE, saveScreenshot } from './support/pages.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * /live/circuit read as a fan reads it mid-race (the 2025 race from its twelfth hour): most cars drawn apart,
 * packs only where markers would overlap, a pack that says « N voitures » and opens into cars one can follow,
 * the followed car never hidden and its closer view kept inside the map's card, and each class told by its
 * shape as well as its colour, for eyes that do not tell red from green.
 */

const site = useSiteStack({ feedStart: '12:00:00', pollIntervalMs: 1000 });

async function openCircuitAt(page: Page, size: { width: number; height: number }): Promise<void> {
  await openPage(page, site.stack.url, '/live/circuit');
  await page.setViewportSize(size);
  await expect.poll(() => carCount(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(50);
}

/** Where the page shows an element, by a selector; null when it is not there. */
const boxOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const { left, top, right, bottom } = (
        element as unknown as { getBoundingClientRect(): ScreenBox }
      ).getBoundingClientRect();
      return { left, top, right, bottom };
    });

/** Whether what the window shows at the middle of an element is that element (nothing drawn over it). */
const shownOnTop = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      type Shown = { contains(other: unknown): boolean; getBoundingClientRect(): ScreenBox };
      const { document } = globalThis as unknown as {
        document: { elementFromPoint(x: number, y: number): unknown };
      };
      const box = (element as unknown as Shown).getBoundingClientRect();
      return (element as unknown as Shown).contains(
        document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2),
      );
    }),
  );

describe('the circuit map mid-race', () => {
  it('draws at least 40 cars apart on a laptop, each seen and not covered', async () => {
    await site.browser.withPage('circuit-read-apart', async (page) => {
      await openCircuitAt(page, DESKTOP);
      await expect
        .poll(async () => (await separatelyVisibleCars(page)).length, { timeout: 15_000 })
        .toBeGreaterThanOrEqual(40);
      await saveScreenshot(page, 'circuit-read-1280.png');
    });
  });

  it('opens a pack named « N voitures » on a tap, and follows one of its cars, drawn on its own', async () => {
    await site.browser.withPage('circuit-read-pack', async (page) => {
      // The phone's smaller map packs cars at the same moment of the race.
      await openCircuitAt(page, PHONE);
      const packs = page.locator('g.circuit-pack');
      await expect.poll(() => packs.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      const name = (await packs.first().getAttribute('aria-label')) ?? '';
      expect(name).toMatch(/^\d+ voitures : nº /);
      expect(await packs.first().locator('text').textContent()).toMatch(/^\d+ voitures$/);
      // A pack's shape is a card, not a car's disc.
      expect(
        await packs
          .first()
          .locator('.circuit-shape')
          .evaluate((shape) => (shape as { tagName: string }).tagName),
      ).toBe('rect');
      // Tapped where it stands: read and tapped at once, a pack changing as its cars draw apart.
      const opened = (await tapPackReading(packs.first(), 'data-numbers'))?.split(' ') ?? [];
      const car = opened.at(-1) as string;
      const list = page.getByTestId('circuit-pack-list');
      await list.getByRole('button', { name: `Suivre la voiture ${car}`, exact: true }).click();
      const marker = page.locator(`g.circuit-car[data-number="${car}"]`);
      await expect.poll(() => marker.getAttribute('class')).toContain('followed');
      expect(await page.getByRole('combobox', { name: 'Suivre' }).inputValue()).toBe(car);
      await expect.poll(() => page.locator('.circuit-detail').textContent()).toMatch(new RegExp(`^#${car} `));
      // Never hidden in a pack, and on top of every other marker (in the window: the list under the map may
      // have scrolled it away on a phone).
      await page.locator('.circuit-map > svg').scrollIntoViewIfNeeded();
      await expect.poll(() => separatelyVisibleCars(page)).toContain(car);
      expect(await marker.getAttribute('display')).toBeNull();
    });
  });

  describe.each([
    ['laptop', DESKTOP],
    ['phone', PHONE],
  ])('followed on a %s', (device, size) => {
    it('keeps the closer view inside the map’s card, clear of the title and the class buttons', async () => {
      await site.browser.withPage(`circuit-read-follow-${device}`, async (page) => {
        await openCircuitAt(page, size);
        await page.getByRole('combobox', { name: 'Suivre' }).selectOption('83');
        await expect.poll(() => page.locator('.circuit-map').getAttribute('class')).toContain('following');
        await page.locator('#circuit-title').scrollIntoViewIfNeeded();
        const card = await boxOf(page, '.circuit-map');
        const drawing = await boxOf(page, '.circuit-map > svg');
        expect(within(drawing, card)).toBe(true);
        // What lies beyond the closer view is cut at the drawing's box.
        expect(
          await page.locator('.circuit-map > svg').evaluate((svg) => {
            const { getComputedStyle } = globalThis as unknown as {
              getComputedStyle(element: unknown): { overflow: string };
            };
            return getComputedStyle(svg).overflow;
          }),
        ).toBe('hidden');
        const title = await boxOf(page, '#circuit-title');
        const chips = await page.locator('.circuit-tools .category-chips').boundingBox();
        const apart = (a: ScreenBox, b: ScreenBox) =>
          a.bottom <= b.top || b.bottom <= a.top || a.right <= b.left || b.right <= a.left;
        expect(apart(drawing, title)).toBe(true);
        if (chips) {
          const box = {
            left: chips.x,
            top: chips.y,
            right: chips.x + chips.width,
            bottom: chips.y + chips.height,
          };
          expect(apart(drawing, box)).toBe(true);
        }
        // Nothing of the map drawn over the title or the class buttons.
        expect(await shownOnTop(page, '#circuit-title')).toEqual([true]);
        expect(new Set(await shownOnTop(page, '.circuit-tools .category-chips .segmented__choice'))).toEqual(
          new Set([true]),
        );
        const followed = await boxOf(page, 'g.circuit-car.followed .circuit-shape');
        expect(within(followed, card)).toBe(true);
        await saveScreenshot(page, `circuit-follow-${size.width}.png`);
      });
    });
  });

  it.each(['deuteranopia', 'protanopia'] as const)(
    'tells the classes apart by their shape for %s, and passes the accessibility audit',
    async (deficiency) => {
      await site.browser.withPage(`circuit-read-${deficiency}`, async (page) => {
        await openCircuitAt(page, DESKTOP);
        const devtools = await page.context().newCDPSession(page);
        await devtools.send('Emulation.setEmulatedVisionDeficiency', { type: deficiency });
        // Each car's class, from the running order ('83 Hypercar'), beside its marker's shape.
        await expect.poll(() => page.locator('.circuit-order tbody tr').count()).toBe(await carCount(page));
        const classOf = new Map(
          (await page.locator('.circuit-order tbody tr th').allTextContents()).map((text) => {
            const [number = '', ...label] = text.trim().split(/\s+/);
            return [number, label[0] ?? ''] as const;
          }),
        );
        const shapes = await page
          .locator('g.circuit-car')
          .evaluateAll((markers) =>
            markers.map((marker) => [
              (marker as unknown as { getAttribute(name: string): string }).getAttribute('data-number'),
              (marker as unknown as { getAttribute(name: string): string }).getAttribute('data-shape'),
            ]),
          );
        const shapesByClass = new Map<string, Set<string>>();
        for (const [number, shape] of shapes) {
          const label = classOf.get(number ?? '') ?? '';
          shapesByClass.set(label, (shapesByClass.get(label) ?? new Set()).add(shape ?? ''));
        }
        expect(Object.fromEntries([...shapesByClass].map(([label, set]) => [label, [...set]]))).toEqual({
          Hypercar: ['circle'],
          LMP2: ['square'],
          LMGT3: ['diamond'],
        });
        // The legend says which shape is which class, and which is a pack.
        const legend = page.getByRole('list', { name: 'Légende de la carte' });
        expect(await legend.locator('li').allTextContents()).toEqual([
          'Hypercar',
          'LMP2',
          'LMGT3',
          'Groupe de voitures',
        ]);
        expect(
          await legend
            .locator('li')
            .evaluateAll((items) =>
              items.map((item) =>
                (item as unknown as { getAttribute(name: string): string }).getAttribute('data-shape'),
              ),
            ),
        ).toEqual(['circle', 'square', 'diamond', 'pack']);
        expect((await blockingViolations(page)).map(describeFinding)).toEqual([]);
        await saveScreenshot(page, `circuit-${deficiency}.png`);
      });
    },
  );
});
