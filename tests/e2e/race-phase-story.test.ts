import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jumpFeedTo } from '../support/feed-control.ts';
import { DESKTOP, openPage, PHONE, prepareTab, withOwnBrowser } from './support/pages.ts';
import { tickerChips } from './support/ticker.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * One story on every page at the finish: while the ranking says « Résultat provisoire » then « Résultat
 * final », the live hub, the home card, the banner (at 1280×900 and on a phone), the programme and the
 * videos page say the same, the hub and the home card name the ranking's winner, and the ticker gives race
 * control no LIVE chip. The recorded race plays its last lap; the feed then jumps past the leader's flag
 * (24:02:53, #61 still on its lap) and past the last car's crossing (24:06:46).
 */

const site = useSiteStack({ feedStart: '24:01:50', feedSpeed: 1, pollIntervalMs: 500 });

const text = (page: Page, selector: string) =>
  page.evaluate(
    (wanted) =>
      (globalThis as unknown as { document: DomLike }).document.querySelector(wanted)?.textContent ?? null,
    selector,
  );

interface DomLike {
  querySelector(selector: string): { textContent: string | null } | null;
}

/** What the banner's flag says, with its description for screen readers. */
const bannerFlag = (page: Page) => text(page, '.session-bar .race-flag');

/** What each page says of the race at one instant. */
async function storyOf(pages: Pages) {
  return {
    hub: await text(pages.hub, '.live-hub-phase'),
    home: await text(pages.home, '.home-live'),
    ranking: await text(pages.ranking, '.ranking-header .flag-badge'),
    banner: await bannerFlag(pages.ranking),
    programme: await text(pages.programme, '.programme-phase'),
    videos: await text(pages.videos, '.videos-phase'),
  };
}

interface Pages {
  home: Page;
  hub: Page;
  ranking: Page;
  programme: Page;
  videos: Page;
}

/** Every page says `phase`, the banner's flag names it, on the laptop and on the phone; no LIVE anywhere. */
async function expectOneStory(pages: Pages, phase: string, flagDescription: string): Promise<void> {
  const story = {
    hub: phase,
    home: phase,
    ranking: `🏁 ${phase}`,
    banner: `${phase} : ${flagDescription}`,
    programme: phase,
    videos: phase,
  };
  await expect.poll(() => storyOf(pages), { timeout: 30_000 }).toEqual(story);
  for (const page of Object.values(pages)) expect(await page.locator('.live-dot').count()).toBe(0);

  // The phone's banner says it too, in sight.
  await pages.ranking.setViewportSize(PHONE);
  const flag = pages.ranking.locator('.session-bar .race-flag');
  await expect.poll(() => flag.textContent()).toBe(story.banner);
  expect(await flag.isVisible()).toBe(true);
  const box = await flag.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width && box.y + box.height <= PHONE.height).toBe(
    true,
  );
  await pages.ranking.setViewportSize(DESKTOP);

  // Race control's words are in the ticker, no longer as live news.
  const chips = await tickerChips(pages.home);
  expect(chips).toContain('Direction de course');
  expect(chips).not.toContain('LIVE');
}

/** The winner the ranking's finish banner names, as « n°83 AF Corse ». */
async function rankingWinner(ranking: Page): Promise<string> {
  const banner = (await ranking.locator('.final-result').textContent()) ?? '';
  return /n°\d+ [^(]+?(?= \()/.exec(banner)?.[0] ?? banner;
}

async function expectWinners(pages: Pages): Promise<void> {
  const winner = await rankingWinner(pages.ranking);
  expect(winner).toBe('n°83 AF Corse');
  await expect
    .poll(() => text(pages.hub, '.race-winners__overall'), { timeout: 15_000 })
    .toBe(`🏆 Vainqueur : ${winner}`);
  await expect
    .poll(() => text(pages.home, '.race-winners__overall'), { timeout: 15_000 })
    .toBe(`🏆 Vainqueur : ${winner}`);
  // The hub names a winner per class, as many as the ranking has podiums, the overall one first.
  const classes = await pages.hub.locator('.race-winners__classes li').allTextContents();
  expect(classes).toHaveLength(await pages.ranking.locator('.podium').count());
  expect(classes[0]).toBe(`Hypercar : ${winner}`);
  expect(await pages.home.locator('.race-winners__classes').count()).toBe(0);
}

/** A row of a ranking as shown: car number, position (or the officials' status) and gap. */
type ShownRankingRow = [number: string, position: string, gap: string];

interface RowsDom {
  querySelectorAll(selector: string): ArrayLike<{
    querySelector(selector: string): { textContent: string | null } | null;
  }>;
}

/** The rows `rows` selects, read by the selectors of their number, position and gap cells. */
function shownRows(page: Page, rows: string, cells: { num: string; pos: string; gap: string }) {
  return page.evaluate(
    ({ rows, cells }) =>
      Array.from((globalThis as unknown as { document: RowsDom }).document.querySelectorAll(rows)).map(
        (row): ShownRankingRow => [
          row.querySelector(cells.num)?.textContent ?? '',
          row.querySelector(cells.pos)?.textContent ?? '',
          row.querySelector(cells.gap)?.textContent ?? '',
        ],
      ),
    { rows, cells },
  );
}

/**
 * The hub's ranking shows the head of the ranking page's, row for row: the same cars in the same order, at
 * the classification's places with the same gaps (and its unplaced cars last, after the hub's rows).
 */
async function expectHubRankingAsRankingPage(pages: Pages): Promise<void> {
  const hubAndRanking = async () => {
    const hub = await shownRows(pages.hub, '.hub-ranking tbody tr', {
      num: '.car-number',
      pos: '.hub-ranking__pos',
      gap: '.hub-ranking__gap',
    });
    const ranking = await shownRows(pages.ranking, '.ranking-table tbody tr.ranking-row', {
      num: '.car-number',
      pos: '.col-pos .rank-badge',
      gap: '.col-gap',
    });
    return { hub, ranking: ranking.slice(0, hub.length) };
  };
  await expect
    .poll(
      async () => {
        const { hub, ranking } = await hubAndRanking();
        return hub.length >= 10 && JSON.stringify(hub) === JSON.stringify(ranking);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const { hub } = await hubAndRanking();
  expect(hub[0]?.slice(1)).toEqual(['1', '']);
  expect(hub[1]?.[2]).toMatch(/^\+/);
}

/** How a status tag (NC, Ab., DSQ) is drawn: the look its stylesheet gives it, none without. */
interface TagLook {
  background: string;
  radius: string;
  weight: string;
}

interface StyledDom {
  querySelector(selector: string): StyledNode | null;
  createElement(tag: string): StyledNode;
  defaultView: {
    getComputedStyle(node: StyledNode): Record<'backgroundColor' | 'borderRadius' | 'fontWeight', string>;
  };
}
interface StyledNode {
  className: string;
  textContent: string | null;
  append(node: StyledNode): void;
  remove(): void;
}

/**
 * The look of an unplaced car's tag on a page. The hub's rows are the head of the classification, its
 * unplaced cars come after them: a tag put in the hub's position cell tells how the hub would draw one.
 */
function tagLookOn(page: Page, where: 'ranking' | 'hub'): Promise<TagLook | null> {
  return page.evaluate((where) => {
    const document = (globalThis as unknown as { document: StyledDom }).document;
    let tag = document.querySelector('.ranking-table .col-pos .rank-badge.unplaced');
    let probe: StyledNode | null = null;
    if (where === 'hub') {
      const cell = document.querySelector('.hub-ranking .hub-ranking__pos');
      if (!cell) return null;
      probe = document.createElement('span');
      probe.className = 'rank-badge unplaced';
      probe.textContent = 'NC';
      cell.append(probe);
      tag = probe;
    }
    if (!tag) return null;
    const style = document.defaultView.getComputedStyle(tag);
    const look = { background: style.backgroundColor, radius: style.borderRadius, weight: style.fontWeight };
    probe?.remove();
    return look;
  }, where);
}

/** The hub draws the officials' NC, Ab. and DSQ as the ranking does: a grey tag, not plain text. */
async function expectHubTagsAsRanking(pages: Pages): Promise<void> {
  await expect.poll(() => tagLookOn(pages.ranking, 'ranking'), { timeout: 15_000 }).not.toBeNull();
  const ranking = await tagLookOn(pages.ranking, 'ranking');
  expect(ranking?.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(await tagLookOn(pages.hub, 'hub')).toEqual(ranking);
}

describe('the race phase on every page', () => {
  it('says « Résultat provisoire » then « Résultat final » on every page, with the same winner', async () => {
    await withOwnBrowser('race-phase-home', async (home) => {
      await prepareTab(home, site.stack.url);
      // The home page's clock is the test's to stop, so as to read every item of its ticker.
      await home.clock.install();
      await home.goto(`${site.stack.url}/`);
      await site.browser.withPage('race-phase-hub', async (hub) => {
        await site.browser.withPage('race-phase-ranking', async (ranking) => {
          await site.browser.withPage('race-phase-programme', async (programme) => {
            await site.browser.withPage('race-phase-videos', async (videos) => {
              const pages = { home, hub, ranking, programme, videos };
              await openPage(hub, site.stack.url, '/live');
              await openPage(ranking, site.stack.url, '/live/classement');
              await openPage(programme, site.stack.url, '/programme');
              await openPage(videos, site.stack.url, '/live/videos');

              // The last lap: every page says it, the race still live.
              await expect
                .poll(() => storyOf(pages), { timeout: 30_000 })
                .toMatchObject({
                  hub: 'Dernier tour',
                  home: 'Dernier tour',
                  ranking: '⏱ Dernier tour',
                  programme: 'Dernier tour',
                  videos: 'Dernier tour',
                });
              expect(await hub.locator('.race-winners').count()).toBe(0);

              // The leader has taken the flag; #61 is still on its last lap.
              await jumpFeedTo(site.stack.feedUrl, '24:03:30');
              await expectOneStory(pages, 'Résultat provisoire', 'Drapeau à damier : résultat provisoire');
              await expectWinners(pages);
              await expectHubRankingAsRankingPage(pages);

              // #61 has crossed the line: the result is final.
              await jumpFeedTo(site.stack.feedUrl, '24:06:40');
              await expectOneStory(pages, 'Résultat final', 'Drapeau à damier : résultat final');
              await expectWinners(pages);
              await expectHubRankingAsRankingPage(pages);
              await expectHubTagsAsRanking(pages);
            });
          });
        });
      });
    });
  });
});
