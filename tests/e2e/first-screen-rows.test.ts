import type { CDPSession, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { jumpFeedTo } from '../support/feed-control.ts';
import { blockingViolations, describeFinding } from './support/axe.ts';
import { DESKTOP, openPage, PHONE, saveScreenshot } from './support/pages.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * The race on the first screen: opening the ranking or the live hub, a phone shows ten cars or more in
 * full, none under the top bar, the table's sticky head, the bottom banner or a floating button; a laptop
 * zoomed to 200 % still shows the first car without a scroll. Mid-race (12:00) and once the flag has fallen.
 * Then the ranking read without colour: each sector state and each class keeps a cue of its own, under a
 * deuteranopia and a protanopia simulation, and axe finds nothing serious.
 */

const site = useSiteStack({ feedStart: '12:00:00', feedSpeed: 1, pollIntervalMs: 500 });

/** The little of the page's window the counts read (the tests are typed without the DOM library). */
interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}
interface CountedElement {
  parentElement: CountedElement | null;
  closest(selector: string): CountedElement | null;
  getBoundingClientRect(): Rect;
  getAttribute(name: string): string | null;
}
interface CountedWindow {
  innerWidth: number;
  innerHeight: number;
  scrollY: number;
  document: { querySelectorAll(selector: string): ArrayLike<CountedElement> };
  getComputedStyle(element: CountedElement): { position: string; visibility: string; display: string };
}

/** What the first screen shows of a page's rows. */
interface FirstRows {
  /** Rows inside the window and under nothing fixed or sticky. */
  visible: number;
  /** The fixed and sticky boxes the rows were checked against, for a failure's message. */
  covers: string[];
  scrollY: number;
}

/**
 * The rows (`rowSelector`) wholly inside the window and crossing no box of an element whose position is
 * fixed or sticky (the rows and their cells aside): the top bar, the table's head, the banner, the bubbles.
 */
const firstRows = (page: Page, rowSelector: string): Promise<FirstRows> =>
  page.evaluate((selector) => {
    const window = globalThis as unknown as CountedWindow;
    const { document } = window;
    const covers = Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        if (element.closest(selector)) return false;
        const style = window.getComputedStyle(element);
        return (style.position === 'fixed' || style.position === 'sticky') && style.visibility !== 'hidden';
      })
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const crosses = (a: Rect, b: Rect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const visible = Array.from(document.querySelectorAll(selector)).filter((row) => {
      const box = row.getBoundingClientRect();
      const inside =
        box.height > 0 &&
        box.top >= 0 &&
        box.left >= 0 &&
        box.bottom <= window.innerHeight &&
        box.right <= window.innerWidth;
      return inside && !covers.some((cover) => crosses(box, cover.box));
    }).length;
    return {
      visible,
      covers: covers.map(
        ({ element, box }) =>
          `${element.getAttribute('class') ?? '?'} ${Math.round(box.top)}–${Math.round(box.bottom)}`,
      ),
      scrollY: window.scrollY,
    };
  }, rowSelector);

/** The screens with a ranking, each with its rows and what says its rows are all there. */
const SCREENS = [
  {
    path: '/live/classement',
    rows: '.live-ranking tbody tr.ranking-row',
    ready: '.live-ranking:not([aria-busy])',
  },
  { path: '/live', rows: '.hub-ranking tbody tr', ready: '.hub-ranking tbody tr' },
];

/** A laptop of 1280 × 900 zoomed to 200 %: a window of 640 × 450 CSS pixels, drawn at twice the density. */
const ZOOMED = { width: 640, height: 450, deviceScaleFactor: 2 };

const SIZES = [
  { name: 'phone', least: 10, size: { ...PHONE, deviceScaleFactor: 3 } },
  // A laptop's rows are taller (a team's name on two lines, its car below it).
  { name: 'laptop', least: 8, size: { ...DESKTOP, deviceScaleFactor: 1 } },
  { name: 'laptop at 200 %', least: 1, size: ZOOMED },
];

/** Opens `path` in a window of `size` as a visitor would: the size first, then the page. */
async function openSized(
  page: Page,
  path: string,
  size: { width: number; height: number; deviceScaleFactor: number },
): Promise<CDPSession> {
  await openPage(page, site.stack.url, '/favicon.svg');
  const devtools = await page.context().newCDPSession(page);
  await page.setViewportSize({ width: size.width, height: size.height });
  await devtools.send('Emulation.setDeviceMetricsOverride', { ...size, mobile: false });
  await page.goto(`${site.stack.url}${path}`);
  return devtools;
}

/** Checks the first screen of every screen at every size; `moment` names the race's moment in the messages. */
function firstScreenTests(moment: string): void {
  for (const screen of SCREENS) {
    for (const { name, least, size } of SIZES) {
      it(`shows ${least}+ whole rows of ${screen.path} on the first screen of a ${name}, ${moment}`, async () => {
        await site.browser.withPage(
          `first-rows-${moment}-${name}${screen.path}`.replaceAll(/[^\w-]/g, '-'),
          async (page) => {
            await openSized(page, screen.path, size);
            await page.locator(screen.rows).first().waitFor({ timeout: 30_000 });
            await page.locator(screen.ready).first().waitFor({ timeout: 30_000 });
            // The fonts and the late parts of the page (the banner's items, the podiums) in place.
            await page.evaluate(
              () =>
                (globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }).document.fonts
                  .ready,
            );
            await saveScreenshot(
              page,
              `first-rows-${moment}-${size.width}${screen.path.replaceAll('/', '-')}.png`,
            );
            // A failure names the fixed and sticky boxes the rows were checked against.
            await expect
              .poll(() => firstRows(page, screen.rows), { timeout: 10_000 })
              .toSatisfy((shown: FirstRows) => shown.visible >= least);
            expect((await firstRows(page, screen.rows)).scrollY, 'la page s’ouvre en haut').toBe(0);
          },
        );
      });
    }
  }
}

describe('the first screen mid-race', () => {
  firstScreenTests('mid-race');
});

describe('the ranking without colour', () => {
  /** Each sector cell's state and what tells it apart without colour, read from the page at one instant. */
  const sectorCues = (page: Page) =>
    page.locator('.live-ranking tbody td.sector').evaluateAll((cells) =>
      cells.map((cell) => {
        const style = (
          globalThis as unknown as {
            getComputedStyle(element: unknown): {
              textDecorationLine: string;
              boxShadow: string;
              fontStyle: string;
            };
          }
        ).getComputedStyle(cell);
        const state = ['sector-class-best', 'sector-personal-best', 'sector-previous-lap'].filter((name) =>
          cell.classList.contains(name),
        );
        return {
          state: state.join(' ') || 'plain',
          // The shape, without its colour: a frame, an underline, slanted type.
          shape: [
            style.boxShadow === 'none' ? '' : 'frame',
            style.textDecorationLine === 'none' ? '' : style.textDecorationLine,
            style.fontStyle,
          ].join('/'),
          words: cell.querySelector('.visually-hidden')?.textContent ?? '',
        };
      }),
    );

  for (const deficiency of ['deuteranopia', 'protanopia'] as const) {
    it(`tells each sector state and each class apart under ${deficiency}`, async () => {
      await site.browser.withPage(`colour-blind-${deficiency}`, async (page) => {
        const devtools = await openSized(page, '/live/classement', { ...DESKTOP, deviceScaleFactor: 1 });
        await devtools.send('Emulation.setEmulatedVisionDeficiency', { type: deficiency });
        await page.locator('.live-ranking:not([aria-busy])').waitFor({ timeout: 30_000 });
        await expect
          .poll(async () => new Set((await sectorCues(page)).map((cell) => cell.state)).size, {
            timeout: 30_000,
          })
          .toBeGreaterThanOrEqual(3);

        // One shape and one set of words per state, each state's its own.
        const byState = new Map<string, Set<string>>();
        const wordsByState = new Map<string, Set<string>>();
        for (const cell of await sectorCues(page)) {
          byState.set(cell.state, (byState.get(cell.state) ?? new Set()).add(cell.shape));
          wordsByState.set(cell.state, (wordsByState.get(cell.state) ?? new Set()).add(cell.words));
        }
        const shapes = [...byState.entries()].map(([state, shape]) => `${state}: ${[...shape].join('|')}`);
        for (const shape of byState.values()) expect(shape.size, shapes.join(' ; ')).toBe(1);
        const distinct = new Set([...byState.values()].map((shape) => [...shape][0]));
        expect(distinct.size, shapes.join(' ; ')).toBe(byState.size);
        for (const state of ['sector-class-best', 'sector-personal-best']) {
          const words = [...(wordsByState.get(state) ?? [])];
          expect(words.length, state).toBeGreaterThan(0);
          expect(
            words.every((text) => text.trim() !== ''),
            state,
          ).toBe(true);
        }
        expect(wordsByState.get('sector-class-best')).not.toEqual(wordsByState.get('sector-personal-best'));

        // In « Toutes », each row's class written beside its number: one word per class, from the entry.
        const live = (await (await fetch(`${site.stack.url}/api/live`)).json()) as {
          data: { participant_number: string; category_label: string }[];
        };
        const classOf = new Map(live.data.map((car) => [car.participant_number, car.category_label]));
        const tags = await page
          .locator('.live-ranking tbody tr.ranking-row')
          .evaluateAll((rows) =>
            rows.map((row) => [
              row.getAttribute('data-number') ?? '',
              row.querySelector('.class-tag')?.textContent ?? '',
            ]),
          );
        const tagsOfClass = new Map<string, Set<string>>();
        for (const [number, tag] of tags) {
          const category = classOf.get(number) ?? '?';
          tagsOfClass.set(category, (tagsOfClass.get(category) ?? new Set()).add(tag));
        }
        expect(tagsOfClass.size).toBeGreaterThanOrEqual(3);
        const written = [...tagsOfClass.entries()].map(
          ([category, tag]) => `${category}: ${[...tag].join('|')}`,
        );
        for (const tag of tagsOfClass.values()) {
          expect(tag.size, written.join(' ; ')).toBe(1);
          expect([...tag][0], written.join(' ; ')).not.toBe('');
        }
        expect(new Set([...tagsOfClass.values()].map((tag) => [...tag][0])).size).toBe(tagsOfClass.size);
        expect(tagsOfClass.get('Hypercar')).toEqual(new Set(['HYP']));
        expect(tagsOfClass.get('LMP2')).toEqual(new Set(['LMP2']));

        await saveScreenshot(page, `ranking-${deficiency}-1280.png`);
      });
    });
  }

  it('has no serious or critical violation with the options open, at 1280 px and 390 px', async () => {
    await site.browser.withPage('ranking-axe', async (page) => {
      for (const size of [DESKTOP, PHONE]) {
        await openSized(page, '/live/classement', { ...size, deviceScaleFactor: 1 });
        await page.locator('.live-ranking:not([aria-busy])').waitFor({ timeout: 30_000 });
        const options = page.getByRole('button', { name: 'Affichage' });
        if (await options.isVisible()) await options.click();
        await page.getByRole('group', { name: 'Mes voitures' }).waitFor();
        expect((await blockingViolations(page)).map(describeFinding), `${size.width} px`).toEqual([]);
      }
    });
  });
});

describe('the first screen at the flag', () => {
  beforeAll(async () => {
    // Past the last car's crossing: the final result, its winners named on the podiums.
    await jumpFeedTo(site.stack.feedUrl, '24:06:40');
    await site.browser.withPage('flag', async (page) => {
      await openPage(page, site.stack.url, '/live/classement');
      await page.locator('.winner-label').first().waitFor({ timeout: 60_000 });
    });
  }, 90_000);
  firstScreenTests('at-the-flag');
});
