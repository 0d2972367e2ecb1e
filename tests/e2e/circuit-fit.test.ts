import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blockingViolations, describeFinding } from './support/axe.ts';
import {
  carCount,
  layoutShiftOf,
  type MapOnScreen,
  mapOnScreen,
  overlappingDiscs,
  overlappingLabels,
  recordLayoutShifts,
  type ScreenBox,
  tapPackReading,
  within,
} from './support/circuit-map.ts';
import { DESKTOP, horizontalOverflow, PHONE, prepareTab, saveScreenshot } from './support/pages.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * /live/circuit as a fan opens it mid-race, on a laptop and on a phone: the whole circuit in the window without
 * scrolling, every number on it readable (cars too close gathered in packs that list their cars), the class
 * filter drawn as the ranking's, the running order a table, and nothing moving as the race loads.
 */

const site = useSiteStack({ feedStart: '12:00:00', pollIntervalMs: 1000 });

/** Opens the circuit at a window's size, its layout shifts recorded, and waits for the whole field. */
async function openCircuitAt(page: Page, size: { width: number; height: number }): Promise<void> {
  await prepareTab(page, site.stack.url);
  await page.setViewportSize(size);
  await recordLayoutShifts(page);
  await page.goto(`${site.stack.url}/live/circuit`);
  await expect.poll(() => carCount(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(50);
  await expect.poll(() => page.locator('.circuit-order tbody tr').count()).toBe(await carCount(page));
}

/** Whether an element is what the window shows at its centre: in the window, and not hidden by its box. */
function isInSight(element: unknown): boolean {
  type Element = { getBoundingClientRect(): ScreenBox; contains(other: Element | null): boolean };
  const { document } = globalThis as unknown as {
    document: { elementFromPoint(x: number, y: number): Element | null };
  };
  const row = element as Element;
  const box = row.getBoundingClientRect();
  return row.contains(document.elementFromPoint((box.left + box.right) / 2, (box.top + box.bottom) / 2));
}

describe.each([
  ['laptop', DESKTOP],
  ['phone', PHONE],
])('the circuit on a %s', (device, size) => {
  it('shows the whole circuit without scrolling, every number apart from the others', async () => {
    await site.browser.withPage(`circuit-fit-${device}`, async (page) => {
      // The tests' browser asks for reduced motion; the markers are checked here as most see them, moving.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await openCircuitAt(page, size);
      // A few frames of the timing, the map's markers moving and packs forming and parting meanwhile: read at
      // several instants.
      await page.waitForTimeout(2000);
      const instants: MapOnScreen[] = [];
      for (let instant = 0; instant < 5; instant++) {
        if (instant > 0) await page.waitForTimeout(250);
        instants.push(await mapOnScreen(page));
      }
      for (const map of instants) {
        expect(map.scrollY).toBe(0);
        expect(within(map.track, map.window), JSON.stringify(map.track)).toBe(true);
        expect(map.markers.filter((marker) => !within(marker.disc, map.window))).toEqual([]);
        expect(overlappingLabels(map.markers)).toEqual([]);
        expect(overlappingDiscs(map.markers)).toEqual([]);
      }
      const map = instants[instants.length - 1] as MapOnScreen;
      // A number is drawn as large on a phone as on a laptop: 11 px type, 10 px for three figures.
      const heights = map.markers.map((marker) => marker.label.bottom - marker.label.top);
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(10);
      // Every car is on the map, alone or in a pack that names it.
      const packed = map.markers.flatMap((marker) => marker.name.match(/\d+/g)?.slice(1) ?? []);
      const alone = map.markers.filter((marker) => marker.name.startsWith('Voiture'));
      expect(alone.length + packed.length).toBe(await carCount(page));
      expect(await layoutShiftOf(page)).toBeLessThan(0.1);
      await saveScreenshot(page, `circuit-window-${size.width}.png`);
    });
  });

  it('opens a pack into the list of its cars, by a tap and by the keyboard, and closes it', async () => {
    await site.browser.withPage(`circuit-pack-${device}`, async (page) => {
      await openCircuitAt(page, size);
      const packs = page.locator('g.circuit-pack');
      await expect.poll(() => packs.count()).toBeGreaterThan(0);
      // Read and opened at once: a pack changes as its cars draw apart.
      const opened = (await tapPackReading(packs.first(), 'aria-label')) ?? '';
      const numbers = opened.match(/\d+/g)?.slice(1) ?? [];
      expect(numbers.length).toBeGreaterThanOrEqual(2);
      const list = page.getByTestId('circuit-pack-list');
      await expect.poll(() => list.locator('li').count()).toBe(numbers.length);
      const lines = await list.locator('li').allTextContents();
      expect(lines.map((line) => /^#(\w+)/.exec(line)?.[1])).toEqual(numbers);
      expect(await list.textContent()).toContain(`Groupe de ${numbers.length} voitures`);
      await list.getByRole('button', { name: 'Fermer la liste' }).click();
      await expect.poll(() => list.count()).toBe(0);

      // The keyboard reaches a pack as a button, and opens it with Enter.
      // Focused and pressed in one step: a pack that parts in between is looked for again.
      const pack = page.getByRole('button', { name: /^\d+ voitures : nº / }).first();
      await pack.press('Enter');
      await expect.poll(() => list.locator('li').count()).toBeGreaterThanOrEqual(2);
      // The pack led by the opened list's first car says it is expanded, and no other: read at one instant,
      // as the cars move the packs on.
      const expanded = await page.evaluate(() => {
        const { document } = globalThis as unknown as {
          document: {
            querySelector(selector: string): { textContent: string | null } | null;
            querySelectorAll(selector: string): Iterable<{ getAttribute(name: string): string | null }>;
          };
        };
        const lead = /^#(\w+)/.exec(
          document.querySelector('[data-testid="circuit-pack-list"] li')?.textContent ?? '',
        )?.[1];
        return [...document.querySelectorAll('g.circuit-pack')].map((badge) => ({
          led: badge.getAttribute('data-numbers')?.split(' ')[0] === lead,
          expanded: badge.getAttribute('aria-expanded') === 'true',
        }));
      });
      expect(expanded.filter((badge) => badge.led !== badge.expanded)).toEqual([]);
      // The opened list and the packs' markers, as the accessibility audit reads them.
      expect((await blockingViolations(page)).map(describeFinding)).toEqual([]);
      await saveScreenshot(page, `circuit-pack-${size.width}.png`);
      await page.keyboard.press('Escape');
      await expect.poll(() => list.count()).toBe(0);
    });
  });

  it('draws the class filter as the ranking’s, and the running order as a table', async () => {
    await site.browser.withPage(`circuit-order-${device}`, async (page) => {
      await openCircuitAt(page, size);
      const chips = page.locator('.circuit-tools fieldset.segmented.category-chips .segmented__choice');
      expect(await chips.allTextContents()).toEqual(['Hypercar', 'LMP2', 'LMGT3', 'Toutes']);
      const looks = await chips.evaluateAll((buttons) =>
        buttons.map((button) => {
          const style = (
            globalThis as unknown as {
              getComputedStyle(
                element: unknown,
              ): Record<'minHeight' | 'borderTopColor' | 'backgroundColor', string>;
            }
          ).getComputedStyle(button);
          return {
            height: Number.parseFloat(style.minHeight),
            border: style.borderTopColor,
            background: style.backgroundColor,
          };
        }),
      );
      // The shared segmented control's grey frame, 36 px high; 'Toutes', pressed, filled with the ink.
      expect(looks.map((look) => look.height)).toEqual([36, 36, 36, 36]);
      expect(looks.slice(0, 3).map((look) => look.border)).toEqual(Array(3).fill('rgb(154, 164, 178)'));
      expect(looks[3]?.background).not.toBe(looks[0]?.background);

      const table = page.getByRole('table', { name: 'Ordre de course, toutes catégories' });
      const headings = await table.locator('thead th').allTextContents();
      expect(headings).toEqual(['Pos', 'N°', 'Équipe et pilote', 'Cat.', 'Écart']);
      const rows = table.locator('tbody tr');
      // The first rows first, the others in steps right after.
      await expect.poll(() => rows.count()).toBe(await carCount(page));
      expect(await rows.first().locator('td').first().textContent()).toBe('1');
      expect(await rows.first().locator('th').textContent()).toMatch(/^\w+ Hypercar$/);
      expect(await rows.nth(1).locator('td').last().textContent()).toMatch(
        /^\+(\d+:)?\d+\.\d|^\+\d+ tours?$/,
      );
      // Readable at its width: nothing sticks out of the page sideways.
      expect(await horizontalOverflow(page)).toBe(0);
      // Its last row in sight once scrolled to (the page on a phone, the table's own box beside the map).
      await rows.last().scrollIntoViewIfNeeded();
      expect(await rows.last().evaluate(isInSight)).toBe(true);

      // One class: its own positions and gaps.
      await chips.filter({ hasText: 'LMP2' }).click();
      const lmp2 = page.getByRole('table', { name: 'Ordre de course dans la catégorie' });
      await expect.poll(() => lmp2.locator('tbody tr').count()).toBe(await carCount(page));
      expect(await lmp2.locator('tbody tr td').first().textContent()).toBe('1');
    });
  });
});
