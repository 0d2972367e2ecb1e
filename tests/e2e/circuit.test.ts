import { parseRaceTime } from '@lemans/contract/timing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ingestRecording } from '../../services/ingest/src/ingest/ingest-recording.ts';
import { tinyRecording } from '../integration/feed/tiny-recording.ts';
import { importSpa2025, SPA_2025_EVENT } from '../support/imported-session.ts';
import { carCount, movedBetween, shownPositions } from './support/circuit-map.ts';
import { openPage, PHONE, paramsOf, saveScreenshots } from './support/pages.ts';
import { apiFrameOf, waitForHistory } from './support/recorded-history.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * /live/circuit mid-race: the 2025 race played from its twelfth hour, every car on the drawing of the
 * Circuit des 24 Heures, placed by its timing; then the 2025 Spa 6 Hours, imported, on its own drawing at a
 * moment chosen with the time-travel slider; and the live race under the TV delay.
 */

const site = useSiteStack({ feedStart: '12:00:00', pollIntervalMs: 1000 });

/** The drawing follows the session's event, which the page asks for once it knows the session. */
const drawingTitle = (page: Page) => page.locator('.circuit-map svg > title').textContent();
/** The race time the map draws its cars at. */
const clockOf = async (page: Page) => (await page.getByTestId('circuit-clock').textContent()) ?? '';
const seconds = (moment: string) => (parseRaceTime(moment) ?? Number.NaN) / 1000;

describe('the circuit live', () => {
  it('draws at least 50 cars, most of its markers moving from one moment to the next, no more often than they move', async () => {
    await site.browser.withPage('circuit', async (page) => {
      // The tests' browser asks for reduced motion; the map's animation is what is checked here.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await openPage(page, site.stack.url, '/live/circuit');
      await expect.poll(() => carCount(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(50);
      await expect
        .poll(async () => Object.values(await shownPositions(page)).filter(Boolean).length)
        .toBeGreaterThan(0);
      const before = await shownPositions(page);
      await expect
        .poll(
          async () => {
            const after = await shownPositions(page);
            return movedBetween(before, after).length > Object.keys(after).length / 2;
          },
          { message: 'la plupart des voitures ont bougé' },
        )
        .toBe(true);
      expect(await page.locator('.circuit-order tbody tr').count()).toBe(await carCount(page));
      // The markers are drawn as often as they move half a pixel, not at each of the screen's 60 frames a
      // second: over 2 s, the drawings (each moving markers in one task) are fewer than half the frames.
      const drawings = (await page.evaluate(`new Promise((resolve) => {
        let drawings = 0;
        let frames = 0;
        const observer = new MutationObserver(() => { drawings += 1; });
        observer.observe(document.querySelector('.circuit-map svg'), { subtree: true, attributeFilter: ['transform'] });
        const count = () => {
          frames += 1;
          if (frames < 120) requestAnimationFrame(count);
          else {
            observer.disconnect();
            resolve({ drawings, frames });
          }
        };
        requestAnimationFrame(count);
      })`)) as { drawings: number; frames: number };
      expect(drawings.drawings).toBeGreaterThanOrEqual(4);
      expect(drawings.drawings).toBeLessThan(drawings.frames / 2);
      await saveScreenshots(page, 'circuit');
    });
  });

  it('names a car on hover, follows one centred on a phone, and filters a class', async () => {
    await site.browser.withPage('circuit-follow', async (page) => {
      await openPage(page, site.stack.url, '/live/circuit');
      await expect.poll(() => carCount(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(50);
      await expect.poll(() => drawingTitle(page)).toMatch(/^Circuit des 24 Heures du Mans/);
      // A car alone on the map (not gathered in a pack), named when focused.
      await expect
        .poll(async () => {
          const car = page.getByRole('button', { name: /^Voiture \w+$/ }).first();
          const name = await car.getAttribute('aria-label');
          await car.focus();
          return (await page.locator('.circuit-detail').textContent())?.startsWith(`#${name?.slice(8)} `);
        })
        .toBe(true);

      await page.setViewportSize(PHONE);
      const viewOf = async () =>
        ((await page.locator('.circuit-map svg').getAttribute('viewBox')) ?? '').split(' ').map(Number) as [
          number,
          number,
          number,
        ];
      const [, , wholeWidth] = await viewOf();
      const follow = page.getByRole('combobox', { name: 'Suivre' });
      // Leaving the car focused above: the caption then details the followed car.
      await follow.focus();
      await follow.selectOption('83');
      await expect.poll(() => page.locator('.circuit-detail').textContent()).toMatch(/^#83 AF Corse/);
      const [x, y, width] = await viewOf();
      expect(width).toBeCloseTo(wholeWidth / 3, 0);
      const car = await page.locator('g.circuit-car[data-number="83"]').getAttribute('transform');
      const [carX, carY] = (/translate\(([\d.]+) ([\d.]+)\)/.exec(car ?? '') ?? []).slice(1).map(Number) as [
        number,
        number,
      ];
      expect(carX).toBeCloseTo(x + width / 2, 0);
      expect(carY).toBeGreaterThan(y);

      await page.locator('.category-chips button', { hasText: 'LMP2' }).click();
      await expect.poll(() => carCount(page)).toBe(17);
    });
  });

  it('keeps the cars still when motion is to be reduced', async () => {
    await site.browser.withPage('circuit-reduced', async (page) => {
      // Counts what the socket brings, so that a move can be told from a frame of the timing.
      await page.addInitScript(() => {
        type Socket = { addEventListener(type: string, listener: () => void): void };
        const scope = globalThis as unknown as {
          WebSocket: new (...args: unknown[]) => Socket;
          socketMessages: number;
        };
        const Native = scope.WebSocket;
        scope.socketMessages = 0;
        scope.WebSocket = class extends Native {
          constructor(...args: unknown[]) {
            super(...args);
            this.addEventListener('message', () => {
              scope.socketMessages += 1;
            });
          }
        };
      });
      await openPage(page, site.stack.url, '/live/circuit');
      await expect.poll(() => carCount(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(50);
      const seen = await page.evaluate(
        () =>
          new Promise<{ moves: number; messages: number }>((resolve) => {
            // Counts the markers' moves over half a second, and the socket's messages meanwhile.
            const scope = globalThis as unknown as {
              document: {
                querySelector(selector: string): { getAttribute(name: string): string | null } | null;
              };
              setTimeout(callback: () => void, ms: number): void;
              socketMessages: number;
            };
            const marker = () =>
              scope.document
                .querySelector('g.circuit-car:not([display]), g.circuit-pack')
                ?.getAttribute('transform');
            const messagesBefore = scope.socketMessages;
            let moves = 0;
            let last = marker();
            const check = () => {
              const now = marker();
              if (now !== last) moves++;
              last = now;
            };
            for (let step = 1; step <= 10; step++) scope.setTimeout(check, step * 50);
            scope.setTimeout(() => resolve({ moves, messages: scope.socketMessages - messagesBefore }), 600);
          }),
      );
      // A car moves only when a frame of the timing lands (one a second, more when a late one catches up),
      // never in between: animated, it would move at nearly every check. A frame that arrived just before
      // the half second may be drawn within it on a busy machine, hence the one move more.
      expect(seen.moves).toBeLessThanOrEqual(seen.messages + 1);
      expect(seen.moves).toBeLessThanOrEqual(3);
    });
  });
});

describe('the circuit of another moment, event or delay', () => {
  it('draws Spa for a session at Spa, at the moment of the address, and the slider moves the cars', async () => {
    const spa = await importSpa2025(site.stack.database.db);
    await site.browser.withPage('circuit-spa', async (page) => {
      await openPage(page, site.stack.url, `/live/circuit?session=${spa}&t=02:00:00`);
      const travel = page.getByRole('region', { name: 'Voyage dans le temps' });
      await travel.waitFor({ timeout: 15_000 });
      await expect.poll(() => carCount(page), { timeout: 15_000 }).toBe(36);
      await expect.poll(() => clockOf(page)).toBe('02:00:00');
      await expect.poll(() => drawingTitle(page)).toMatch(/^Circuit de Spa-Francorchamps, 7,004 km/);
      expect(await page.getByTestId('circuit-session').textContent()).toContain(SPA_2025_EVENT);
      // A moment of a past race is not live.
      expect(await page.locator('#circuit-title').textContent()).toBe('Le circuit');
      // The banner's alerts stop at the moment shown: the chequered flag of 6:01 is not among them.
      const alertTime = page.getByRole('region', { name: 'Actualités et alertes' }).locator('.ticker__time');
      await expect.poll(() => alertTime.count(), { timeout: 20_000 }).toBe(1);
      expect(seconds((await alertTime.textContent()) ?? '')).toBeLessThanOrEqual(seconds('02:00:00'));
      expect(await page.locator('.circuit-place', { hasText: 'Eau Rouge' }).count()).toBe(1);
      // Spa 2025 had no LMP2: no chip for it.
      expect(await page.locator('.category-chips button').allTextContents()).toEqual([
        'Hypercar',
        'LMGT3',
        'Toutes',
      ]);

      // Twenty seconds on with the slider: the map's clock follows it, and the cars move.
      const before = await shownPositions(page);
      await travel.getByRole('slider', { name: 'Heure de course' }).focus();
      for (let step = 0; step < 20; step++) await page.keyboard.press('ArrowRight');
      await expect.poll(() => clockOf(page)).toBe('02:00:20');
      await expect
        .poll(async () => {
          const after = await shownPositions(page);
          return movedBetween(before, after).length - Object.keys(after).length / 2;
        })
        .toBeGreaterThan(0);
      await expect.poll(() => paramsOf(page.url()).t, { timeout: 5_000 }).toBe('02:00:20');
      expect(paramsOf(page.url()).session).toBe(spa);
      const ranking = await page
        .locator('.circuit-header')
        .getByRole('link', { name: 'Classement' })
        .getAttribute('href');
      expect(paramsOf(ranking)).toEqual({ session: spa, t: '02:00:20' });
      await saveScreenshots(page, 'circuit-spa');
    });
  }, 120_000);

  it('draws Imola for a race of the calendar’s Imola day, and an honest schematic for Fuji', async () => {
    const dayOf = (start: string, sessionId: string) => {
      const tiny = tinyRecording();
      const meta = { ...tiny.meta, eventName: 'Course test', startTimeMs: Date.parse(start) };
      return ingestRecording(site.stack.database.db, { ...tiny, meta }, { sessionId, endsWithData: true });
    };
    await dayOf('2025-04-20T11:00:00Z', 'imola-course');
    await dayOf('2025-09-28T02:00:00Z', 'fuji-course');
    await site.browser.withPage('circuit-imola', async (page) => {
      await openPage(page, site.stack.url, '/live/circuit?session=imola-course&t=00:10:00');
      await expect.poll(() => carCount(page), { timeout: 15_000 }).toBe(3);
      await expect
        .poll(() => drawingTitle(page), { timeout: 15_000 })
        .toMatch(/^Autodromo Enzo e Dino Ferrari, 4,909 km/);
      expect(await page.locator('.circuit-place', { hasText: 'Tamburello' }).count()).toBe(1);
      expect(await page.locator('.circuit-place', { hasText: 'Mulsanne' }).count()).toBe(0);
      await saveScreenshots(page, 'circuit-imola');

      await openPage(page, site.stack.url, '/live/circuit?session=fuji-course&t=00:10:00');
      await expect.poll(() => carCount(page), { timeout: 15_000 }).toBe(3);
      await expect.poll(() => drawingTitle(page), { timeout: 15_000 }).toMatch(/^Fuji Speedway/);
      await expect.poll(() => page.getByText('Tracé schématique', { exact: true }).count()).toBe(1);
      expect(await page.getByText(/^Tracé schématique : la forme du circuit n’est pas connue/).count()).toBe(
        1,
      );
      expect(await page.locator('.circuit-place', { hasText: /Mulsanne|Eau Rouge|Tamburello/ }).count()).toBe(
        0,
      );
    });
  }, 120_000);

  it('shows the live race as the TV delay does, 10 s behind', async () => {
    await waitForHistory(site.stack.url, 14);
    await site.browser.withPage('circuit-delay', async (page) => {
      await openPage(page, site.stack.url, '/live/circuit');
      await expect.poll(() => carCount(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(50);
      const control = page.getByTestId('tv-delay');
      await control.getByText('Différé TV : En direct').click();
      await control.getByRole('button', { name: '10 s', exact: true }).click();
      await expect
        .poll(
          async () => {
            const live = await apiFrameOf(site.stack.url, '/api/live');
            return Math.abs(live.weather.elapsed_time - seconds(await clockOf(page)) - 10);
          },
          { timeout: 15_000 },
        )
        .toBeLessThanOrEqual(4);
      expect(await carCount(page)).toBeGreaterThanOrEqual(50);
      await control.getByRole('button', { name: 'En direct', exact: true }).click();
      await expect
        .poll(async () => {
          const live = await apiFrameOf(site.stack.url, '/api/live');
          return Math.abs(live.weather.elapsed_time - seconds(await clockOf(page)));
        })
        .toBeLessThanOrEqual(4);
    });
  }, 120_000);
});
