import type { ClassificationResponse, RaceControlAnswer } from '@lemans/contract';
import { formatRaceTime } from '@lemans/contract/timing';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jumpFeedTo } from '../support/feed-control.ts';
import { DESKTOP } from './support/pages.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * The ranking's gaps under one rule, read as a fan reads them mid-race (a car's laps down are the lap
 * column's, no time gap smaller than the car's above on the same lap), its positions at the flag (the
 * classification's), and the live hub's race-control panel (the log as it stands at the moment shown).
 */

/** Seconds before the full course yellow of 14:38: mid-race, the log receives an entry soon after the start. */
const FEED_START = '14:37:40';

const site = useSiteStack({ feedStart: FEED_START, feedSpeed: 1, pollIntervalMs: 500 });

interface ShownLine {
  number: string;
  position: string;
  laps: number;
  gap: string;
  interval: string;
}

/** Every row of the ranking's table, read at once (one frame's figures, never two frames mixed). */
const shownLines = (page: Page): Promise<ShownLine[]> =>
  page.locator('.ranking-table tbody tr.ranking-row').evaluateAll((rows) =>
    rows.map((row) => ({
      number: row.getAttribute('data-number') ?? '',
      position: row.querySelector('.col-pos .rank-badge')?.textContent ?? '',
      laps: Number(row.querySelector('.col-laps')?.textContent ?? Number.NaN),
      gap: row.querySelector('.col-gap')?.textContent ?? '',
      interval: row.querySelector('.col-int')?.textContent ?? '',
    })),
  );

/** "+14.1", "+1:02.3", "+1:00:05.0" in tenths of a second; null for laps down or nothing. */
function tenthsOf(text: string): number | null {
  const match = /^\+(?:(\d+):)?(?:(\d+):)?(\d+)\.(\d)$/.exec(text);
  if (!match) return null;
  const [hours, minutes] =
    match[2] === undefined ? [0, Number(match[1] ?? 0)] : [Number(match[1]), Number(match[2])];
  return ((hours * 60 + minutes) * 60 + Number(match[3])) * 10 + Number(match[4]);
}

const lapsOf = (text: string) => Number(/^\+(\d+) tours?$/.exec(text)?.[1] ?? Number.NaN);

/** What contradicts the rule in the lines shown: a laps-down text against the lap column, a time out of order. */
function misreadings(lines: readonly ShownLine[]): string[] {
  const leader = lines[0];
  if (!leader) return ['aucune ligne'];
  const found: string[] = [];
  lines.forEach((line, index) => {
    const above = lines[index - 1];
    if (/tours?$/.test(line.gap) && lapsOf(line.gap) !== leader.laps - line.laps)
      found.push(`n°${line.number} « ${line.gap} » pour ${line.laps} tours contre ${leader.laps}`);
    const time = tenthsOf(line.gap);
    const aboveTime = above ? tenthsOf(above.gap) : null;
    if (above && time !== null && aboveTime !== null && above.laps === line.laps && time < aboveTime)
      found.push(`n°${line.number} « ${line.gap} » sous n°${above.number} « ${above.gap} »`);
    // The interval is between this row and the row above it as shown: the difference of their gaps.
    const interval = tenthsOf(line.interval);
    if (above && time !== null && interval !== null && Math.abs(time - (aboveTime ?? 0) - interval) > 1)
      found.push(`n°${line.number} « ${line.gap} », intervalle « ${line.interval} » sous « ${above.gap} »`);
    if (above && time !== null && /tours?$/.test(above.gap))
      found.push(`n°${line.number} « ${line.gap} » sous n°${above.number} « ${above.gap} »`);
  });
  return found;
}

describe('the live hub’s race control', () => {
  it('lists the log as it stands at the moment shown, newest first, and leads to the whole log', async () => {
    await site.browser.withPage('hub-race-control', async (page) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(`${site.stack.url}/live`);
      const panel = page.locator('.live-hub-race-control');
      const api = async () => {
        const answer = await fetch(`${site.stack.url}/api/race-control`);
        return ((await answer.json()) as RaceControlAnswer).entries;
      };
      // The full course yellow of 14:38 reaches the log, then the hub.
      await expect
        .poll(async () => (await api()).some((entry) => entry.title === 'Full Course Yellow'), {
          timeout: 60_000,
        })
        .toBe(true);
      await panel.getByText('Full Course Yellow').first().waitFor({ timeout: 30_000 });
      const shown = await panel
        .locator('.race-control-entry')
        .evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-race-time'))));
      const log = (await api()).map((entry) => entry.race_time);
      expect(shown.length).toBeGreaterThan(0);
      // Newest first: the log's latest as it stood when shown (it may have grown since), none it does not hold.
      expect(shown).toEqual([...shown].sort((a, b) => b - a));
      expect(log.filter((time) => time <= (shown[0] ?? 0)).slice(0, shown.length)).toEqual(shown);
      expect(await panel.getByRole('link').last().getAttribute('href')).toBe('/live/direction-de-course');
      // Joined mid-race and no import of the race: the panel says from when its log runs.
      const { partial_since_ms: since } = (await (
        await fetch(`${site.stack.url}/api/race-control`)
      ).json()) as RaceControlAnswer;
      expect(since).toBeGreaterThan(0);
      await panel.getByText(`Données partielles depuis ${formatRaceTime(since ?? 0)}`).waitFor();
    });
  }, 150_000);
});

describe('the ranking’s gaps and positions', () => {
  it('reads mid-race as the lap column says, then takes the classification’s places at the flag', async () => {
    await site.browser.withPage('ranking-gaps', async (page) => {
      await page.setViewportSize(DESKTOP);
      await page.goto(`${site.stack.url}/live/classement`);
      await expect.poll(() => page.locator('.ranking-table tbody tr').count(), { timeout: 30_000 }).toBe(62);
      // Several frames, as the cars cross the line and stop: each reads under the rule.
      for (let frame = 0; frame < 5; frame++) {
        const lines = await shownLines(page);
        expect(misreadings(lines)).toEqual([]);
        expect(lines.filter((line) => /tours?$/.test(line.gap)).length).toBeGreaterThan(10);
        const updated = await page.locator('.ranking-header .muted').textContent();
        await expect.poll(() => page.locator('.ranking-header .muted').textContent()).not.toBe(updated);
      }
      // One class: the gaps to its leader and the intervals between its cars, under the same rule.
      await page.goto(`${site.stack.url}/live/classement?categorie=lmp2`);
      await expect.poll(async () => (await shownLines(page)).length, { timeout: 30_000 }).toBeGreaterThan(10);
      const lmp2 = await shownLines(page);
      expect(misreadings(lmp2)).toEqual([]);
      expect(lmp2[0]?.gap).toBe('');
      expect(lmp2[1]?.interval).toBe(lmp2[1]?.gap);

      // The winner's flag: the position column is the classification's, the cars not placed at its end.
      await page.goto(`${site.stack.url}/live/classement`);
      await jumpFeedTo(site.stack.feedUrl, '24:02:20');
      await expect
        .poll(() => page.locator('.final-result').textContent(), { timeout: 90_000 })
        .toMatch(/^Résultat provisoire/);
      const sessionId = await page.evaluate(async () => {
        const answer = await fetch('/api/live/state');
        return ((await answer.json()) as { session_id: string | null }).session_id;
      });
      const classification = async () => {
        const answer = await fetch(`${site.stack.url}/api/sessions/${sessionId}/classification`);
        return ((await answer.json()) as ClassificationResponse).classification;
      };
      // The API's places and the column's, read together until they agree.
      const placesDiffer = async () => {
        const [cars, lines] = await Promise.all([classification(), shownLines(page)]);
        const expected = cars
          .filter((car) => car.position !== null)
          .map((car) => `${car.participant_number}:${car.position}`);
        const shown = lines
          .filter((line) => /^\d+$/.test(line.position))
          .map((line) => `${line.number}:${line.position}`);
        return expected.join(' ') === shown.join(' ') ? null : { expected, shown };
      };
      await expect.poll(placesDiffer, { timeout: 30_000 }).toBeNull();
      const lines = await shownLines(page);
      const firstUnplaced = lines.findIndex((line) => !/^\d+$/.test(line.position));
      expect(firstUnplaced).toBeGreaterThan(0);
      expect(lines.slice(firstUnplaced).every((line) => !/^\d+$/.test(line.position))).toBe(true);
    });
  }, 240_000);
});
