import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import enPages from '../../web/src/i18n/catalogs/en/pages.ts';
import { prepareTab } from './support/pages.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * Race times in the event's own time zone (DESIGN.md §13): a visitor in New York reads the Le Mans programme
 * at the circuit's hours, the zone named, with their own hours beside them; a visitor at the circuit reads
 * the circuit's alone.
 */

// The programme's clock is the race's moment: 14 hours after the start, 06:00 on Sunday in Le Mans.
// An American fan's browser: the page speaks English.
const site = useSiteStack({ feedStart: '14:00:00', feedSpeed: 1, pollIntervalMs: 500 }, { locale: 'en-US' });

const text = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .textContent()
    .then((found) => found?.trim() ?? null);

/** Opens the programme and its Saturday, once the event's time zone is known (its zone named). */
async function openSaturday(page: Page): Promise<void> {
  await page.goto(`${site.stack.url}/programme`);
  await expect
    .poll(() => text(page, '.programme-zone'), { timeout: 15_000 })
    .toBe(enPages['event_time.local_times'].replace('{zone}', 'GMT+2'));
  await page.locator('.day-chip').filter({ hasText: 'Sat14June' }).click();
}

/** The race's start, as the programme lists it. */
const RACE_START = '24 Heures du Mans : départ de la course';
const raceItem = (page: Page) => page.locator('.event-item').filter({ hasText: RACE_START });

/** A driver of the event whose sessions are already stored, with the start of the newest. */
function driverWithHistory(): Promise<{ id: number; start: string }> {
  return vi.waitFor(
    async () => {
      const drivers = (await (await fetch(`${site.stack.url}/api/drivers`)).json()) as { id: number }[];
      for (const { id } of drivers.slice(0, 12)) {
        const detail = (await (await fetch(`${site.stack.url}/api/drivers/${id}`)).json()) as {
          session_history: { start_time: string | null }[];
        };
        const start = detail.session_history[0]?.start_time;
        if (start) return { id, start };
      }
      throw new Error('no driver has a session yet');
    },
    { timeout: 60_000, interval: 500 },
  );
}

describe('race times in the event’s time zone', () => {
  it('shows a New York visitor the programme at Le Mans’s hours, the zone named, and their own beside them', async () => {
    await site.browser.withPage('event-time-new-york', async (page) => {
      await prepareTab(page, site.stack.url, 'America/New_York');
      await openSaturday(page);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');

      // The race's moment, once the page has it: 06:00 in Le Mans is midnight in New York.
      await expect.poll(() => text(page, '.programme-clock strong')).toMatch(/^06:\d\d AM$/);
      expect(await text(page, '.programme-clock .event-time-zone')).toBe(
        enPages['event_time.local'].replace('{zone}', 'GMT+2'),
      );
      expect(await text(page, '.programme-clock .event-time-visitor')).toMatch(
        new RegExp(`^· ${enPages['event_time.visitor'].replace('{time}', '12:\\d\\d AM')}$`),
      );

      // The race starts at 16:00 in Le Mans, 10:00 in New York, and ends on Sunday.
      expect(await raceItem(page).locator('.event-time').textContent()).toBe('04:00 PM – Sun 04:00 PM');
      expect(await raceItem(page).locator('.event-visitor-time').textContent()).toBe(
        enPages['event_time.visitor'].replace('{time}', '10:00 AM – Sun 10:00 AM'),
      );
    });
  });

  it('shows a visitor at the circuit its hours alone, the zone still named', async () => {
    await site.browser.withPage('event-time-paris', async (page) => {
      await prepareTab(page, site.stack.url);
      await openSaturday(page);
      expect(await raceItem(page).locator('.event-time').textContent()).toBe('04:00 PM – Sun 04:00 PM');
      await expect.poll(() => text(page, '.programme-clock strong')).toMatch(/^06:\d\d AM$/);
      expect(await page.locator('.event-visitor-time').count()).toBe(0);
      expect(await page.locator('.programme-clock .event-time-visitor').count()).toBe(0);
    });
  });

  it('dates a driver’s sessions at Le Mans’s hours, the zone named once, the New York visitor’s beside them', async () => {
    const driver = await driverWithHistory();
    // The race started at 16:00 in Le Mans: 10:00 in New York.
    expect(driver.start).toBe('2025-06-14T14:00:00.000Z');
    await site.browser.withPage('event-time-driver', async (page) => {
      await prepareTab(page, site.stack.url, 'America/New_York');
      await page.goto(`${site.stack.url}/pilotes/${driver.id}`);
      await expect
        .poll(() => text(page, '.driver-history caption'), { timeout: 15_000 })
        .toBe(enPages['event_time.local_times'].replace('{zone}', 'GMT+2'));
      // The newest session first, as the API lists them.
      const start = '.driver-history tbody tr:first-child .event-time-text';
      expect(await text(page, `${start} time`)).toBe('06/14/2025 04:00 PM');
      expect(await text(page, `${start} .event-time-visitor`)).toBe(
        `· ${enPages['event_time.visitor'].replace('{time}', '06/14/2025 10:00 AM')}`,
      );
      // Named once, in the caption, not on every row.
      expect(await page.locator('.driver-history .event-time-zone').count()).toBe(0);
    });
  });
});
