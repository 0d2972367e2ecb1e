import type { LiveFrame, Replay } from '@lemans/contract';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatLapTime } from '../../web/src/format/timing.ts';
import { openPage, type PageWindow, prepareTab, saveScreenshots } from './support/pages.ts';
import { RECORDED_RACE, RECORDED_RACE_SEED } from './support/recorded-race.ts';
import { apiGet } from './support/site-api.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * The replays page and the sessions history (spec part 2 §2) on the whole site. The whole 2025 race is
 * recorded beside the live one as a finished session, with replay streams of one car per category. The
 * feed plays from 20:00 of race time, so that the live race does not finish (and turn into a replay) while
 * the tests run.
 */

interface ApiEntry {
  number: string;
  team_name: string;
  car_name: string;
  category_label: string;
}
interface ApiSession {
  id: string;
  name: string;
  event_name: string;
  kind: string;
  active: boolean;
}

/** A practice session of no event, without name nor cars, open: named by its type, and the ACTIVE marker. */
const PRACTICE = 'essais-libres-1';
const WATCH_ID = 'Fin83DeCourse';

const site = useSiteStack({ feedStart: '20:00:00', seed: RECORDED_RACE_SEED });
let lmp2: ApiEntry;
let lmgt3: ApiEntry;
let streamIds: Record<'hypercar' | 'lmp2' | 'lmgt3', number>;

beforeAll(async () => {
  const db = site.stack.database.db;
  const entries = await apiGet<ApiEntry[]>(site.stack.url, '/api/entries');
  const first = (label: string) => {
    const entry = entries.find((candidate) => candidate.category_label === label);
    if (!entry) throw new Error(`no ${label}`);
    return entry;
  };
  lmp2 = first('LMP2');
  lmgt3 = first('LMGT3');
  const inserted = await db
    .insertInto('streams')
    .values([
      {
        team_number: '83',
        team_name: 'AF Corse',
        stream_title: 'La victoire de la Ferrari',
        stream_url: `https://www.youtube.com/watch?v=${WATCH_ID}&t=30`,
        status: 'replay',
        is_active: true,
        created_at: new Date('2025-06-15T15:30:00Z'),
      },
      {
        team_number: lmp2.number,
        team_name: lmp2.team_name,
        stream_title: 'Relais de nuit',
        stream_url: 'https://www.youtube.com/embed/RelaisDeNuit',
        status: 'replay',
        is_active: true,
        created_at: new Date('2025-06-15T16:00:00Z'),
      },
      {
        team_number: lmgt3.number,
        team_name: lmgt3.team_name,
        stream_title: 'Caméra embarquée',
        stream_url: 'https://www.youtube.com/embed/Camera',
        status: 'replay',
        is_active: true,
        created_at: new Date('2025-06-15T16:30:00Z'),
      },
      // Neither is listed: a hidden replay and a live stream.
      {
        team_number: '51',
        team_name: 'AF Corse',
        stream_url: 'https://www.youtube.com/embed/Masque',
        status: 'replay',
        is_active: false,
      },
      {
        team_number: '50',
        team_name: 'Ferrari AF Corse',
        stream_url: 'https://www.youtube.com/embed/Direct',
        status: 'live',
        is_active: true,
      },
    ])
    .returning('id')
    .execute();
  const [hypercar, second, third] = inserted.map((row) => row.id);
  if (hypercar === undefined || second === undefined || third === undefined) throw new Error('no streams');
  streamIds = { hypercar, lmp2: second, lmgt3: third };
  await sql`
    INSERT INTO sessions (id, organiser_session_id, name, session_type, active, created_at)
    VALUES (${PRACTICE}, 1, '', 'practice', true, '2025-06-11T12:00:00Z')
  `.execute(db);
});

const open = (page: Page, path: string) => openPage(page, site.stack.url, path);

const cardIds = (page: Page) =>
  page
    .locator('.replay-card')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-replay-id')));
const streamCard = (id: number) => `stream-${id}`;
const SESSION_CARD = `session-${RECORDED_RACE}`;
const bodyOverflow = (page: Page) =>
  page.evaluate(() => {
    const window = globalThis as unknown as {
      document: { body: unknown };
      getComputedStyle(element: unknown): { overflow: string };
    };
    return window.getComputedStyle(window.document.body).overflow;
  });

describe('replays /replays', () => {
  it('lists, searches and filters the replays, with the search prefilled from ?team=', async () => {
    await site.browser.withPage('replays', async (page) => {
      await open(page, '/replays?team=83');
      await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Replays — Le Mans live');
      const search = page.getByRole('searchbox');
      expect(await search.inputValue()).toBe('#83');
      await expect.poll(() => cardIds(page), { timeout: 15_000 }).toEqual([streamCard(streamIds.hypercar)]);

      // Every replay: the recorded race first, then the streams, newest first.
      await search.fill('');
      const all = [
        SESSION_CARD,
        streamCard(streamIds.lmgt3),
        streamCard(streamIds.lmp2),
        streamCard(streamIds.hypercar),
      ];
      expect(await cardIds(page)).toEqual(all);

      // Search by team name (no accents, any case), #number, car name and title.
      await search.fill(lmp2.team_name.toUpperCase());
      expect(await cardIds(page)).toContain(streamCard(streamIds.lmp2));
      await search.fill(`#${lmgt3.number}`);
      expect(await cardIds(page)).toEqual([streamCard(streamIds.lmgt3)]);
      await search.fill('499p');
      expect(await cardIds(page)).toEqual([streamCard(streamIds.hypercar)]);
      await search.fill('camera EMBARQUEE');
      expect(await cardIds(page)).toEqual([streamCard(streamIds.lmgt3)]);
      await search.fill('zzz introuvable');
      await page.getByRole('heading', { name: 'Aucun replay trouvé' }).waitFor();
      expect(await page.getByText('Aucun replay ne correspond à votre recherche.').count()).toBe(1);
      expect(await page.getByText('Replays Indisponibles').count()).toBe(0);
      await search.fill('');

      // The category banners count their replays and filter the list.
      const banner = (category: string) => page.locator(`.replays-category[data-category="${category}"]`);
      expect(await banner('Hypercar').textContent()).toBe('Hypercar1 replay');
      expect(await banner('LMP2').textContent()).toBe('LMP21 replay');
      expect(await banner('LMGT3').textContent()).toBe('LMGT31 replay');
      expect(await banner('all').textContent()).toBe('Toutes les catégories4 replays');
      expect(
        await banner('Hypercar').evaluate((element) =>
          (
            globalThis as unknown as {
              getComputedStyle(target: unknown): { getPropertyValue(name: string): string };
            }
          )
            .getComputedStyle(element)
            .getPropertyValue('--category'),
        ),
      ).toBe('#C81E1A');
      await banner('LMP2').click();
      expect(await banner('LMP2').getAttribute('aria-pressed')).toBe('true');
      expect(await cardIds(page)).toEqual([streamCard(streamIds.lmp2)]);
      await banner('all').click();
      expect(await cardIds(page)).toEqual(all);

      // The recorded race leads to its report and to the sessions history.
      const session = page.locator(`[data-replay-id="${SESSION_CARD}"]`);
      expect(await session.getByRole('link', { name: 'Voir le rapport' }).getAttribute('href')).toBe(
        `/sessions/reports/${RECORDED_RACE}`,
      );
      expect(await session.getByRole('link', { name: 'Historique des sessions' }).getAttribute('href')).toBe(
        '/sessions',
      );
      // The race is dated in its event's time zone, named (the visitor is in it: no time of theirs beside).
      expect(await session.locator('.replay-meta').textContent()).toMatch(
        /^\d{2}\/\d{2}\/2025 \d{2}:\d{2} \(heure locale, UTC\+2\)Durée : 24h \d+m \d+s$/,
      );
      expect(await page.getByText("Les replays restent disponibles jusqu'à 30 jours").count()).toBe(1);
      await saveScreenshots(page, 'replays');
    });
  });

  it('plays a replay full screen, closes on Escape and shares its link', async () => {
    await site.browser.withPage('replay-player', async (page) => {
      await open(page, '/replays');
      const card = page.locator(`[data-replay-id="${streamCard(streamIds.hypercar)}"]`);
      await card.waitFor({ timeout: 15_000 });
      expect(await card.locator('.replay-car').textContent()).toBe('Ferrari 499PHypercar');
      await card.getByRole('button', { name: /^Regarder/ }).click();

      const dialog = page.getByRole('dialog', { name: 'AF Corse' });
      await dialog.waitFor();
      expect(await dialog.locator('iframe').getAttribute('src')).toBe(
        `https://www.youtube.com/embed/${WATCH_ID}`,
      );
      expect(await dialog.locator('.replay-number').textContent()).toBe('#83');
      expect(await dialog.locator('.replay-meta time').textContent()).toBe('15/06/2025 17:30');
      expect(await bodyOverflow(page)).toBe('hidden');

      // No share sheet, or one that fails: the link of the team's replays is copied.
      await page.evaluate(() => {
        const window = globalThis as unknown as PageWindow & { navigator: object };
        window.recorded = [];
        Object.defineProperty(window.navigator, 'share', {
          configurable: true,
          value: async () => Promise.reject(new Error('refusé')),
        });
        Object.defineProperty(window.navigator, 'clipboard', {
          configurable: true,
          value: { writeText: async (text: string) => void window.recorded.push(text) },
        });
      });
      const status = dialog.getByRole('status');
      expect(await status.textContent()).toBe('');
      await dialog.getByRole('button', { name: 'Partager' }).click();
      await expect.poll(() => status.textContent()).toBe('Lien copié dans le presse-papiers!');
      await page.evaluate(() => {
        const window = globalThis as unknown as { navigator: object };
        Object.defineProperty(window.navigator, 'share', { configurable: true, value: undefined });
      });
      await dialog.getByRole('button', { name: 'Partager' }).click();
      const link = `${site.stack.url}/replays?team=83`;
      await expect
        .poll(() => page.evaluate(() => (globalThis as unknown as PageWindow).recorded))
        .toEqual([link, link]);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await bodyOverflow(page)).toBe('visible');
      // The focus goes back once the dialog has left the page (a passive effect: after the next paint).
      await expect
        .poll(() =>
          page.evaluate(
            () => (globalThis as unknown as PageWindow).document.activeElement?.textContent ?? null,
          ),
        )
        .toMatch(/^▶Regarder/);

      // An embed address is played as given; the close button closes too.
      await page
        .locator(`[data-replay-id="${streamCard(streamIds.lmp2)}"]`)
        .getByRole('button', { name: /^Regarder/ })
        .click();
      const second = page.getByRole('dialog');
      expect(await second.locator('iframe').getAttribute('src')).toBe(
        'https://www.youtube.com/embed/RelaisDeNuit',
      );
      await second.getByRole('button', { name: 'Fermer' }).click();
      await second.waitFor({ state: 'detached' });
    });
  });
});

describe('sessions /sessions', () => {
  it('lists the sessions and expands the recorded race into its tiles and its 62 cars', async () => {
    const sessions = await apiGet<ApiSession[]>(site.stack.url, '/api/sessions');
    const frame = await apiGet<LiveFrame>(site.stack.url, `/api/live?sessionId=${RECORDED_RACE}`);
    const race = sessions.find((session) => session.id === RECORDED_RACE);
    if (!race) throw new Error('no recorded race');
    await site.browser.withPage('sessions', async (page) => {
      await open(page, '/sessions');
      await expect.poll(() => page.title(), { timeout: 15_000 }).toBe('Sessions — Le Mans live');
      const count = page.locator('.sessions-count');
      await count.waitFor({ timeout: 15_000 });
      expect(await count.locator('strong').textContent()).toBe(`${sessions.length} sessions enregistrées`);
      expect(await count.locator('.muted').textContent()).toMatch(/^Dernière mise à jour : \d{2}:\d{2}$/);
      expect(
        await page
          .locator('.session-card')
          .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-session-id'))),
      ).toEqual(sessions.map((session) => session.id));

      // The practice session: no name nor event, named by its type; blue badge, active.
      const practice = page.locator(`[data-session-id="${PRACTICE}"]`);
      expect(await practice.locator('.session-card-name').textContent()).toBe('Essais');
      expect(await practice.locator('.session-type').textContent()).toBe('Essais');
      expect(await practice.locator('.session-type').getAttribute('style')).toContain('rgb(37, 99, 235)');
      expect(await practice.locator('.session-status').textContent()).toBe('ACTIVE');
      expect(await practice.locator('time').textContent()).toBe('11/06/2025 14:00');
      expect(await practice.locator('.session-card-facts').textContent()).toContain('0 tour');

      // The recorded race: over, red badge; expanded, its tiles and its cars, the winner first.
      const card = page.locator(`[data-session-id="${RECORDED_RACE}"]`);
      // Named by its event, then the organiser's name for it.
      expect(race).toMatchObject({ event_name: '24 Heures du Mans 2025', kind: 'live' });
      expect(await card.locator('.session-card-name').textContent()).toBe(
        `24 Heures du Mans 2025 — ${race.name}`,
      );
      expect(await card.locator('.session-type').textContent()).toBe('Course');
      expect(await card.locator('.session-status').textContent()).not.toBe('ACTIVE');
      const toggle = card.getByRole('button');
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const rows = card.locator('tbody tr');
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(62);
      const tile = (key: string) => card.locator(`[data-tile="${key}"] dd`).textContent();
      const out = new Set(['Out', 'Stopped', 'Retired', 'Disqualified']);
      const bests = frame.data.map((row) => row.best_lap_time ?? 0).filter((time) => time > 0);
      expect(await tile('cars')).toBe('62');
      expect(await tile('active-cars')).toBe(
        String(frame.data.filter((row) => !out.has(row.car_state)).length),
      );
      const laps = frame.data.reduce((sum, row) => sum + row.lap_count, 0);
      expect((await tile('total-laps'))?.replace(/\s/g, '')).toBe(String(laps));
      expect(await tile('best-time')).toBe(formatLapTime(Math.min(...bests)));
      expect(await tile('best-time')).toMatch(/^3:\d{2}\.\d{3}$/);

      const winner = rows.first();
      expect(await winner.getAttribute('data-number')).toBe('83');
      expect(await winner.locator('.rank-badge').getAttribute('class')).toBe('rank-badge gold');
      const cells = await winner.locator('td, th').allTextContents();
      expect(cells[0]).toBe('1');
      expect(cells[2]).toBe('AF Corse');
      expect(cells[4]).toBe('Hypercar');
      expect(cells[7]).toMatch(/^3:\d{2}\.\d{3}$/);
      expect(cells[8]).toMatch(/^\d+\.\d km\/h$/);
      expect(await rows.nth(1).locator('.rank-badge').getAttribute('class')).toBe('rank-badge silver');
      expect(await rows.nth(4).locator('.rank-badge').getAttribute('class')).toBe('rank-badge top10');
      await saveScreenshots(page, 'sessions');

      // Collapsed again.
      await toggle.click();
      expect(await rows.count()).toBe(0);
    });
  });

  it('shows a failed session load as an empty list, and the error and empty states of the list', async () => {
    await site.browser.withPage('sessions-states', async (page) => {
      await prepareTab(page, site.stack.url);
      await page.route(
        (url) => url.pathname === '/api/live' && url.searchParams.has('sessionId'),
        (route) => route.fulfill({ status: 500, json: { error: 'panne' } }),
      );
      await page.goto(`${site.stack.url}/sessions`);
      const card = page.locator(`[data-session-id="${RECORDED_RACE}"]`);
      await card.getByRole('button').click({ timeout: 15_000 });
      await card.getByText('Aucune voiture enregistrée pour cette session').waitFor();
      expect(await card.locator('[data-tile="cars"] dd').textContent()).toBe('0');
      expect(await card.locator('[data-tile="best-time"] dd').textContent()).toBe('-');

      await page.route('**/api/sessions', (route) =>
        route.fulfill({ status: 500, json: { error: 'panne' } }),
      );
      await page.reload();
      expect(await page.locator('.sessions-error').textContent({ timeout: 15_000 })).toBe(
        'Erreur lors du chargement des sessions',
      );

      await page.unroute('**/api/sessions');
      await page.route('**/api/sessions', (route) => route.fulfill({ json: [] }));
      await page.reload();
      await page.getByText('Aucune session trouvée').waitFor({ timeout: 15_000 });
      expect(await page.locator('.sessions-count').count()).toBe(0);
    });
  });
});

describe('replays /replays without any replay', () => {
  it('says the replays are unavailable, with links to the ranking and the teams', async () => {
    const before = await apiGet<Replay[]>(site.stack.url, '/api/replays');
    expect(before.length).toBe(4);
    await sql`DELETE FROM streams`.execute(site.stack.database.db);
    await sql`DELETE FROM sessions WHERE id = ${RECORDED_RACE}`.execute(site.stack.database.db);
    await site.browser.withPage('replays-empty', async (page) => {
      await open(page, '/replays');
      await page.getByRole('heading', { name: 'Replays Indisponibles' }).waitFor({ timeout: 15_000 });
      await page.getByRole('heading', { name: 'Aucun replay disponible' }).waitFor();
      const notice = page.locator('.replays-notice');
      expect(await notice.getByRole('link', { name: 'Voir le classement final' }).getAttribute('href')).toBe(
        '/live/classement',
      );
      expect(await notice.getByRole('link', { name: 'Découvrir les équipes' }).getAttribute('href')).toBe(
        '/equipes',
      );
      expect(await page.locator('.replay-card').count()).toBe(0);
      expect(await page.locator('.replays-category[data-category="all"] span').textContent()).toBe(
        '0 replay',
      );
    });
  });
});
