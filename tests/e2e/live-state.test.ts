import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jumpFeedTo } from '../support/feed-control.ts';
import { openPage } from './support/pages.ts';
import { apiGet } from './support/site-api.ts';
import { ADMIN_PASSWORD } from './support/site-stack.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * Every live indicator of the site tells the same story: the nav dot, the home hero and card, the live hub,
 * the ranking header and the banner. The race runs 13 minutes before the end of its 24 hours; then the feed
 * jumps to its last lap, past the leader's chequered flag (a provisional result) and past the last car's
 * (the final one), and every open page says so at once.
 */

const site = useSiteStack({ feedStart: '23:47:00', feedSpeed: 1, pollIntervalMs: 500 });

const RUNNING_LEAD =
  'La course est en cours : suivez le classement en direct, le programme de la semaine et les actualités de l’épreuve.';
const OVER_LEAD =
  'La course est terminée : revivez le classement final, le programme de la semaine et les actualités de l’épreuve.';

/** What each indicator of a page says, read at one instant. */
function indicatorsOf(page: Page) {
  return page.evaluate(() => {
    const document = (globalThis as unknown as { document: DomLike }).document;
    const text = (selector: string) => document.querySelector(selector)?.textContent ?? null;
    return {
      dot: document.querySelectorAll('.live-dot').length,
      heroLead: text('.home-hero p'),
      homeLive: text('.home-live'),
      hub: text('.live-hub-session strong'),
      hubPhase: text('.live-hub-phase'),
      rankingFlag: text('.ranking-header .flag-badge'),
      bannerFlag: text('.session-bar .race-flag'),
      bannerRemaining: text('.session-bar__remaining'),
    };
  });
}

/**
 * How many times ingest has polled the feed, as its latest sign of life tells the administration (every
 * 5 s): a poll that brought something would have been published to the pages before it.
 */
async function ingestPolls(): Promise<number> {
  const status = await apiGet<{
    services: { service: string; details: { polls?: Record<string, number> } }[];
  }>(site.stack.url, '/api/admin/system', { 'x-admin-password': ADMIN_PASSWORD });
  const ingest = status.services.filter((service) => service.service === 'ingest');
  return ingest.reduce(
    (sum, service) => sum + Object.values(service.details.polls ?? {}).reduce((a, b) => a + b, 0),
    0,
  );
}

interface DomLike {
  querySelector(selector: string): { textContent: string | null } | null;
  querySelectorAll(selector: string): { length: number };
}

describe('the live state', () => {
  it('is the same on every indicator of every page, before the flag, on the last lap, at the flag and at the end', async () => {
    await site.browser.withPage('live-state-home', async (home) => {
      await site.browser.withPage('live-state-hub', async (hub) => {
        await site.browser.withPage('live-state-ranking', async (ranking) => {
          await openPage(home, site.stack.url, '/');
          await openPage(hub, site.stack.url, '/live');
          await openPage(ranking, site.stack.url, '/live/classement');

          // Before the flag: every indicator says the race runs, with the same time left.
          await expect
            .poll(() => indicatorsOf(home), { timeout: 20_000 })
            .toMatchObject({
              dot: 1,
              heroLead: RUNNING_LEAD,
              homeLive: 'En course',
              bannerFlag: 'Vert : Drapeau vert',
            });
          await expect
            .poll(() => indicatorsOf(hub), { timeout: 20_000 })
            .toMatchObject({
              dot: 1,
              hub: expect.stringMatching(/^Course \(1[23]:\d\d restant\)$/),
              hubPhase: 'En course',
            });
          await expect
            .poll(() => indicatorsOf(ranking), { timeout: 20_000 })
            .toMatchObject({ dot: 1, rankingFlag: 'En course', bannerFlag: 'Vert : Drapeau vert' });
          // The hub and the banner read the same clock: at one instant they show the same time left.
          const running = await indicatorsOf(hub);
          const left = /\((\d+:\d\d) restant\)/.exec(running.hub ?? '')?.[1];
          expect(running.bannerRemaining).toBe(`Restant ${left}`);

          // The 24 hours are up; #83 takes the flag at 24:02:53: the last lap is under way.
          await jumpFeedTo(site.stack.feedUrl, '24:00:30');
          await expect
            .poll(async () => (await indicatorsOf(hub)).hubPhase, { timeout: 30_000 })
            .toBe('Dernier tour');
          const lastLap = { dot: 1, bannerRemaining: 'Dernier tour' };
          expect((await indicatorsOf(hub)).hub).toBe('Course');
          await expect.poll(() => indicatorsOf(hub), { timeout: 2_000 }).toMatchObject(lastLap);
          await expect
            .poll(() => indicatorsOf(home), { timeout: 2_000 })
            .toMatchObject({ ...lastLap, heroLead: RUNNING_LEAD, homeLive: 'Dernier tour' });
          await expect
            .poll(() => indicatorsOf(ranking), { timeout: 2_000 })
            .toMatchObject({ ...lastLap, rankingFlag: '⏱ Dernier tour' });
          expect(await ranking.locator('.final-result').textContent()).toMatch(
            /^Dernier tour : le temps est écoulé, l'arrivée sera jugée quand la n°83 AF Corse \(.*\) franchira la ligne\.$/,
          );

          // The leader has taken the flag, #61 is still on its last lap (it crosses at 24:06:46).
          await jumpFeedTo(site.stack.feedUrl, '24:05:00');
          // The first page to see the flag...
          await expect
            .poll(async () => (await indicatorsOf(hub)).hubPhase, { timeout: 30_000 })
            .toBe('Résultat provisoire');
          // ...and every other indicator agrees within a poll of the feed.
          const provisional = {
            dot: 0,
            bannerFlag: 'Résultat provisoire : Drapeau à damier : résultat provisoire',
            bannerRemaining: null,
          };
          await expect.poll(() => indicatorsOf(hub), { timeout: 2_000 }).toMatchObject(provisional);
          await expect
            .poll(() => indicatorsOf(home), { timeout: 2_000 })
            .toMatchObject({ ...provisional, heroLead: OVER_LEAD, homeLive: 'Résultat provisoire' });
          await expect
            .poll(() => indicatorsOf(ranking), { timeout: 2_000 })
            .toMatchObject({ ...provisional, rankingFlag: '🏁 Résultat provisoire' });
          expect(await ranking.locator('.final-result').textContent()).toMatch(
            /^Résultat provisoire : la n°83 AF Corse \(.*\) a pris le drapeau à damier en tête, 387 tours ; les autres voitures terminent leur dernier tour\.$/,
          );
          expect(await ranking.locator('.winner-label').count()).toBe(0);

          // #61, the last car still in the race, crosses the line at 24:06:46: then the result is final.
          await jumpFeedTo(site.stack.feedUrl, '24:06:40');
          const over = {
            dot: 0,
            bannerFlag: 'Résultat final : Drapeau à damier : résultat final',
            bannerRemaining: null,
          };
          await expect
            .poll(() => indicatorsOf(ranking), { timeout: 30_000 })
            .toMatchObject({ ...over, rankingFlag: '🏁 Résultat final' });
          await expect
            .poll(() => indicatorsOf(hub), { timeout: 2_000 })
            .toMatchObject({ ...over, hubPhase: 'Résultat final' });
          await expect
            .poll(() => indicatorsOf(home), { timeout: 2_000 })
            .toMatchObject({ ...over, heroLead: OVER_LEAD, homeLive: 'Résultat final' });
          expect(await ranking.locator('.final-result').textContent()).toMatch(
            /^Résultat final : victoire de la n°83/,
          );
          // One winner per class podium.
          expect(await ranking.locator('.winner-label').count()).toBe(
            await ranking.locator('.podium').count(),
          );
          // The classification's tags: #59 stopped before the flag is not classified, #28 retired, #50 out.
          const tag = (number: string) =>
            ranking.locator(`.ranking-row[data-number="${number}"] .rank-badge`).getAttribute('title');
          expect(await tag('59')).toBe('Non classée');
          expect(await tag('28')).toBe('Abandon');
          expect(await tag('50')).toBe('Disqualifiée');

          // Later, ingest still polling the feed that serves the finished race: nothing says live again.
          const polled = await ingestPolls();
          await expect.poll(ingestPolls, { timeout: 30_000 }).toBeGreaterThanOrEqual(polled + 6);
          for (const page of [home, hub, ranking]) expect((await indicatorsOf(page)).dot).toBe(0);
          expect((await indicatorsOf(home)).homeLive).toBe('Résultat final');
        });
      });
    });
  });
});
