import { readFile } from 'node:fs/promises';
import type { LiveState } from '@lemans/contract/live-state';
import { saveLapRecording } from '@lemans/recordings';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { readRecording2025 } from '../support/live-seed.ts';
import { describeWithSharedData, sharedDataPath } from '../support/shared-data.ts';
import { dismissToasts, openAdmin, toast } from './support/admin-pages.ts';
import { waitForPageSeconds } from './support/live-indicators.ts';
import {
  DESKTOP,
  horizontalOverflow,
  openPage,
  PHONE,
  paramsOf,
  prepareTab,
  saveScreenshots,
} from './support/pages.ts';
import { apiGet } from './support/site-api.ts';
import { ADMIN_PASSWORD } from './support/site-stack.ts';
import { tickerChips } from './support/ticker.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * The recordings of /admin/enregistrements on the whole site: an Analysis file uploaded and imported by ingest, a
 * malformed one refused with its line and column, and a replay started there and watched on the public
 * ranking page. The feed plays the stored 2025 race on a channel of its own and ingest takes it in as a
 * session flagged as a replay, while the live race goes on beside it (from 20:00, so that it does not finish
 * while the replay runs).
 */

/**
 * An hour before the flag: at 60× the replay would reach the last lap in a minute, time enough to watch it,
 * pause it and resume it before 'Dernier tour' jumps ahead (a jump backwards would start a new session).
 */
const REPLAY_START = '23:00:00';

const site = useSiteStack({ feedStart: '20:00:00' });
let recordingId: string;

beforeAll(async () => {
  recordingId = (await saveLapRecording(site.stack.database.db, await readRecording2025())).id;
});

const rankingRows = (page: Page) => page.locator('.ranking-table tbody tr');
/** The ranking header's race state, and the banner's. */
const headerFlag = (page: Page) => page.locator('.ranking-header .flag-badge');
const bannerFlag = (page: Page) => page.locator('.session-bar .race-flag');
const bannerRemaining = (page: Page) => page.locator('.session-bar__remaining');

/** Every car's lap count added up: it grows whenever a car crosses the line, and only then. */
async function lapsDone(page: Page): Promise<number> {
  const counts = await rankingRows(page).locator('td.col-laps').allTextContents();
  return counts.reduce((sum, text) => sum + Number(text), 0);
}

/** The car numbers in the table's order. */
const order = (page: Page) =>
  rankingRows(page).evaluateAll((rows) => rows.map((row) => row.getAttribute('data-number')));

interface LiveAnswer {
  session_id?: string;
  timestamp: string;
  data: { participant_number: string; lap_count: number }[];
}

const liveOf = (query = '') => apiGet<LiveAnswer>(site.stack.url, `/api/live${query}`);

/** Resolves once the admin page has read the replays `count` more times (it does every 2 s). */
async function replayReads(admin: Page, count: number): Promise<void> {
  for (let read = 0; read < count; read++)
    await admin.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/replays', {
      timeout: 15_000,
    });
}

/** Resolves once the page has shown `count` more frames (the footer's time of the last update moves on). */
async function shownFrames(page: Page, count: number): Promise<void> {
  const updated = page.locator('.site-footer__status time');
  for (let frame = 0; frame < count; frame++) {
    const before = await updated.getAttribute('datetime');
    await expect.poll(() => updated.getAttribute('datetime'), { timeout: 15_000 }).not.toBe(before);
  }
}

describeWithSharedData('import from /admin/enregistrements', () => {
  /**
   * The header and the laps of the race's first ten minutes (ELAPSED, the 14th column, under ten minutes):
   * the file is sorted by car, so its first lines would be one car's half race.
   */
  let lines: string[];

  beforeAll(async () => {
    const [header = '', ...rows] = (
      await readFile(sharedDataPath('alkamel/le-mans-2025-race-analysis.csv'), 'utf8')
    ).split('\r\n');
    lines = [header, ...rows.filter((row) => /^\d:\d{2}\.\d{3}$/.test(row.split(';')[13] ?? ''))];
  });

  const csvFile = (name: string, content: string[]) => ({
    name,
    mimeType: 'text/csv',
    buffer: Buffer.from(content.join('\r\n')),
  });
  const storedRecordings = async () =>
    (await site.stack.database.db.selectFrom('recordings').select('id').execute()).length;

  it('imports a valid file into a recording with its session, and refuses a malformed one', async () => {
    // The live session's race event comes with ingest's first polls, a moment after the stack is up: the
    // page lists the events there are when it opens.
    const raceEvents = async () => {
      const listed = await fetch(`${site.stack.url}/api/race-events`);
      return listed.ok ? ((await listed.json()) as { name: string }[]).map((event) => event.name) : [];
    };
    await expect.poll(raceEvents, { timeout: 15_000 }).not.toEqual([]);
    await site.browser.withPage('recordings-import', async (page) => {
      await openAdmin(page, site.stack.url, '/admin/enregistrements');
      const form = page.getByRole('form', { name: 'Importer un fichier Analysis (CSV)' });
      const recordingRows = page.locator('tr[data-recording-id]');
      await recordingRows.first().waitFor({ timeout: 15_000 });
      const before = await recordingRows.count();
      // The wide table scrolls within its card: the page itself never scrolls sideways.
      expect(await horizontalOverflow(page)).toBe(0);
      await page.setViewportSize(PHONE);
      expect(await horizontalOverflow(page)).toBe(0);
      await page.setViewportSize(DESKTOP);

      // The calendar's races, then the events the site stores, are offered for the event field.
      const answer = await fetch(`${site.stack.url}/api/admin/race-events`, {
        headers: { 'x-admin-password': ADMIN_PASSWORD },
      });
      const { calendar, events } = (await answer.json()) as {
        calendar: { name: string }[];
        events: { name: string }[];
      };
      const known = [...new Set([...calendar, ...events].map((listed) => listed.name))];
      const eventField = form.getByLabel('Épreuve', { exact: true });
      // The page asks for them as it opens: the list fills once the answer is in.
      const offered = async () =>
        page
          .locator(`datalist#${await eventField.getAttribute('list')} option`)
          .evaluateAll((options) => options.map((option) => option.getAttribute('value')));
      await expect.poll(offered, { timeout: 15_000 }).toEqual(known);

      const name = 'Départ 2025 (dix minutes)';
      const event = 'Journée d’import 2025';
      await form.getByLabel('Fichier Analysis (CSV) *').setInputFiles(csvFile('depart-2025.csv', lines));
      await form
        .getByLabel('Résultats officiels (CSV, facultatif)')
        .setInputFiles(sharedDataPath('classification/le-mans-results-1923-2026.csv'));
      await eventField.fill(event);
      await form.getByLabel('Nom affiché (facultatif)').fill(name);
      await form.getByLabel('Date du départ *').fill('2025-06-14');
      await form.getByLabel('Année (facultatif)').fill('2025');
      await form.getByRole('button', { name: 'Importer' }).click();
      await toast(page, `Import lancé : ${name}`).waitFor({ timeout: 15_000 });
      // What the server recognised: the circuit the laps show, and the event the import goes to.
      const recognised = form.getByRole('status', { name: 'Reconnu dans le fichier' }).getByRole('listitem');
      expect(await recognised.allTextContents()).toEqual([
        expect.stringMatching(/^Circuit (non )?reconnu d'après les tours/),
        expect.stringMatching(/^Épreuve : /),
      ]);
      // The form is ready for the next file.
      expect(await form.getByLabel('Nom affiché (facultatif)').inputValue()).toBe('');
      expect(await form.getByLabel('Fichier Analysis (CSV) *').inputValue()).toBe('');
      expect(await form.getByLabel('Résultats officiels (CSV, facultatif)').inputValue()).toBe('');
      expect(await eventField.inputValue()).toBe('');

      const imported = recordingRows.filter({ has: page.locator('th', { hasText: name }) });
      await imported.waitFor({ timeout: 15_000 });
      expect(await recordingRows.count()).toBe(before + 1);
      const cell = (index: number) => imported.locator('td').nth(index).textContent();
      expect(await imported.locator('.recordings-recording-origin').textContent()).toBe(`${event} · Tours`);
      expect(await cell(1)).toBe('62');
      expect(await cell(2)).toBe(String(lines.length - 1));
      // The import runs in ingest: the row says when it is done and links the session's report.
      await expect.poll(() => cell(6), { timeout: 60_000 }).toBe('Terminé');
      const report = imported.getByRole('link', { name: 'Voir le rapport' });
      expect(await report.getAttribute('href')).toMatch(/^\/sessions\/reports\/import-[0-9a-f]{8}$/);

      // One bad cell: the server's reason names its line and column, and nothing is stored.
      const stored = await storedRecordings();
      const malformed = [...lines];
      const cells = (malformed[6] ?? '').split(';');
      cells[2] = 'x';
      malformed[6] = cells.join(';');
      await form.getByLabel('Fichier Analysis (CSV) *').setInputFiles(csvFile('abime.csv', malformed));
      await form.getByLabel('Date du départ *').fill('2025-06-14');
      await form.getByRole('button', { name: 'Importer' }).click();
      const problem = 'Ligne 7, colonne « LAP_NUMBER » : nombre entier attendu (« x »)';
      await form.getByRole('alert').getByText(problem, { exact: true }).waitFor({ timeout: 15_000 });
      await toast(page, problem).waitFor();
      expect(await storedRecordings()).toBe(stored);
      await page.reload();
      await recordingRows.first().waitFor({ timeout: 15_000 });
      expect(await recordingRows.count()).toBe(before + 1);
    });
  });

  it("renames the imported recording's session from its row, and the public history shows the new name", async () => {
    await site.browser.withPage('recordings-session-rename', async (page) => {
      await openAdmin(page, site.stack.url, '/admin/enregistrements');
      const imported = page
        .locator('tr[data-recording-id]')
        .filter({ has: page.locator('th', { hasText: 'Départ 2025 (dix minutes)' }) });
      await imported.waitFor({ timeout: 15_000 });
      const sessionCell = imported.locator('td').nth(5);
      const before = 'Import — Départ 2025 (dix minutes)';
      const after = 'Départ 2025, session renommée';
      await sessionCell.getByText(before, { exact: true }).waitFor();
      const report = await sessionCell.getByRole('link', { name: 'Voir le rapport' }).getAttribute('href');
      const sessionId = (report ?? '').replace('/sessions/reports/', '');
      expect(sessionId).toMatch(/^import-[0-9a-f]{8}$/);

      // Opened from the keyboard, next to the session's deletion.
      const opener = sessionCell.getByRole('button', { name: `Renommer la session ${before}` });
      expect(await opener.getAttribute('aria-expanded')).toBe('false');
      await opener.focus();
      await page.keyboard.press('Enter');
      expect(await opener.getAttribute('aria-expanded')).toBe('true');
      const form = page.getByRole('form', { name: `Renommer la session ${before}` });
      const field = form.getByLabel('Nouveau nom');
      expect(await field.inputValue()).toBe(before);

      // An empty name is refused before it is sent, in the server's words.
      const renames: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'PATCH' && request.url().includes('/api/admin/sessions/'))
          renames.push(request.url());
      });
      await field.fill('   ');
      await form.getByRole('button', { name: 'Enregistrer' }).click();
      await form.getByRole('alert').getByText('Le nom doit compter de 1 à 120 caractères').waitFor();
      expect(renames).toEqual([]);

      // The server's own 400 for an empty name (the body emptied on its way): said, and the form stays open.
      await page.route('**/api/admin/sessions/*', (route) =>
        route.continue({ postData: JSON.stringify({ name: '' }) }),
      );
      await field.fill('Nom vidé en route');
      await form.getByRole('button', { name: 'Enregistrer' }).click();
      await toast(page, 'Le nom doit compter de 1 à 120 caractères').waitFor();
      await page.unroute('**/api/admin/sessions/*');
      expect(renames).toHaveLength(1);
      expect(await form.isVisible()).toBe(true);
      await dismissToasts(page);

      await field.fill(`  ${after}  `);
      await field.press('Enter');
      await toast(page, 'Session renommée').waitFor();
      await form.waitFor({ state: 'detached' });
      await sessionCell.getByText(after, { exact: true }).waitFor({ timeout: 15_000 });
      expect(await sessionCell.getByRole('button', { name: `Renommer la session ${after}` }).count()).toBe(1);
      await dismissToasts(page);

      // Shown with its event and kind, as every session is named.
      const listed = (await (await fetch(`${site.stack.url}/api/sessions`)).json()) as {
        id: string;
        event_name: string;
      }[];
      const event = listed.find((session) => session.id === sessionId)?.event_name;
      expect(event).toBeTruthy();
      await site.browser.withPage('recordings-session-renamed-public', async (visitor) => {
        await openPage(visitor, site.stack.url, '/sessions');
        const card = visitor.locator(`article[data-session-id="${sessionId}"]`);
        await expect
          .poll(() => card.locator('.session-card-name').textContent(), { timeout: 15_000 })
          .toBe(`${event} — ${after} (import)`);
      });
    });
  });

  it('renames the imported recording, then deletes it once confirmed', async () => {
    await site.browser.withPage('recordings-rename-delete', async (page) => {
      await openAdmin(page, site.stack.url, '/admin/enregistrements');
      const recordingRows = page.locator('tr[data-recording-id]');
      const named = (name: string) => recordingRows.filter({ has: page.locator('th', { hasText: name }) });
      const imported = named('Départ 2025 (dix minutes)');
      await imported.waitFor({ timeout: 15_000 });
      const before = await recordingRows.count();

      await imported.getByRole('button', { name: 'Renommer Départ 2025 (dix minutes)' }).click();
      const form = page.getByRole('form', { name: 'Renommer Départ 2025 (dix minutes)' });
      await form.getByLabel('Nouveau nom').fill('   ');
      await form.getByRole('button', { name: 'Enregistrer' }).click();
      await form.getByRole('alert').getByText('Le nom doit compter de 1 à 120 caractères').waitFor();
      await form.getByLabel('Nouveau nom').fill('  Premier relais  ');
      await form.getByRole('button', { name: 'Enregistrer' }).click();
      await toast(page, 'Enregistrement renommé').waitFor();
      await form.waitFor({ state: 'detached' });
      const renamed = named('Premier relais');
      await renamed.waitFor({ timeout: 15_000 });
      await dismissToasts(page);

      // Cancelling the dialog deletes nothing.
      await renamed.getByRole('button', { name: 'Supprimer Premier relais' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Supprimer Premier relais' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Annuler' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await recordingRows.count()).toBe(before);

      await renamed.getByRole('button', { name: 'Supprimer Premier relais' }).click();
      await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
      await toast(page, 'Enregistrement supprimé').waitFor();
      await renamed.waitFor({ state: 'detached', timeout: 15_000 });
      expect(await recordingRows.count()).toBe(before - 1);
      const stored = await site.stack.database.db
        .selectFrom('recordings')
        .select('id')
        .where('name', '=', 'Premier relais')
        .execute();
      expect(stored).toEqual([]);
    });
  });
});

describe('replay from /admin/enregistrements', () => {
  // A long scenario with waits of its own (the pause held 6 s, the replay run to its finish): past 90 s on two
  // cores that other test files share.
  it('plays the 2025 race at 60×, pauses, resumes, jumps to the last lap and ends on the winner', async () => {
    await site.browser.withPage('replays-admin', async (admin) => {
      // The page's former address still leads to it.
      await openAdmin(admin, site.stack.url, '/admin/sessions');
      await admin.getByRole('heading', { name: 'Sessions', level: 1 }).waitFor();
      expect(new URL(admin.url()).pathname).toBe('/admin/enregistrements');
      for (const title of ['Enregistrements', 'Importer un fichier Analysis (CSV)', 'Rediffusions'])
        await admin.getByRole('heading', { name: title, level: 2 }).waitFor();
      expect(await admin.title()).toBe('Sessions — Administration — Le Mans live');

      const row = admin.locator(`tr[data-recording-id="${recordingId}"]`);
      await row.waitFor({ timeout: 15_000 });
      // Some of its words are the public pages' own: there too on an admin page opened first.
      expect(await admin.locator('.recordings-table thead th').allTextContents()).toEqual([
        'Nom',
        'Durée',
        'Voitures',
        'Tours',
        'Taille',
        'Date',
        'Session',
        'Import',
        'Actions',
      ]);
      const name = '24 Heures du Mans 2025 — Course';
      expect(await row.locator('th').textContent()).toBe(`${name}24 Heures du Mans 2025 · Tours`);
      expect(await row.locator('td').nth(0).textContent()).toBe('24:06:46');
      expect(await row.locator('td').nth(1).textContent()).toBe('62');
      await row.getByRole('button', { name: `Rediffuser ${name}` }).click();

      const form = admin.getByRole('form', { name: `Rediffuser ${name}` });
      const speed = form.getByLabel('Vitesse');
      expect(await speed.inputValue()).toBe('60');
      expect(await speed.locator('option').allTextContents()).toEqual(['1×', '10×', '60×', '600×']);
      const start = form.getByLabel('Heure de départ');
      expect(await start.inputValue()).toBe('00:00:00');
      await start.fill(REPLAY_START);
      await form.getByRole('button', { name: 'Lancer la rediffusion' }).click();
      await toast(admin, 'Rediffusion lancée').waitFor();
      await form.waitFor({ state: 'detached' });

      const panel = admin.getByRole('region', { name: 'Rediffusions' });
      const card = panel.locator('li[data-testid="replay-card"]');
      await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => card.getAttribute('data-state'), { timeout: 15_000 }).toBe('running');
      expect(await card.locator('.recordings-state').textContent()).toBe('En cours');
      const clock = card.locator('[data-testid="replay-clock"]');
      // The replay's race time moves on from its start (and is shown over the recording's duration).
      await expect
        .poll(async () => (await clock.textContent()) ?? '', { timeout: 15_000 })
        .toMatch(/^23:(0[1-9]|[1-5]\d):\d\d \/ 24:06:46$/);

      // The replayed session's public ranking, in a new tab.
      const link = card.getByRole('link', { name: 'Voir le classement' });
      const href = (await link.getAttribute('href')) ?? '';
      const sessionId = paramsOf(href).session ?? '';
      expect(href).toBe(`/live/classement?session=${sessionId}`);
      expect(sessionId).toMatch(/^replay-[0-9a-f]{8}$/);
      expect(await link.getAttribute('target')).toBe('_blank');

      // A preview until published: the public history lists it only between « Publier » and « Rendre privée ».
      const listed = async () =>
        (await apiGet<{ id: string }[]>(site.stack.url, '/api/sessions')).some(
          (session) => session.id === sessionId,
        );
      const publication = card.getByTestId('replay-publication');
      expect(await publication.textContent()).toBe('Privée');
      expect(await listed()).toBe(false);
      await card.getByRole('button', { name: 'Publier' }).click();
      await toast(admin, 'Rediffusion publiée : elle figure sur les pages publiques').waitFor();
      await expect.poll(() => publication.textContent(), { timeout: 15_000 }).toBe('Publiée');
      expect(await listed()).toBe(true);
      await dismissToasts(admin);
      await card.getByRole('button', { name: 'Rendre privée' }).click();
      await toast(admin, 'Rediffusion rendue privée : elle ne figure plus sur les pages publiques').waitFor();
      await expect.poll(() => publication.textContent(), { timeout: 15_000 }).toBe('Privée');
      expect(await listed()).toBe(false);
      await dismissToasts(admin);
      // The tabs' clock is the test's to stop, so as to read every item of the ranking's ticker.
      await admin.context().clock.install();
      const [ranking] = await Promise.all([admin.context().waitForEvent('page'), link.click()]);
      try {
        await prepareTab(ranking, site.stack.url);
        await ranking.waitForURL(`${site.stack.url}${href}`);
        await expect.poll(() => rankingRows(ranking).count(), { timeout: 30_000 }).toBe(62);
        await ranking.getByTestId('replay-badge-classement').waitFor({ timeout: 15_000 });
        await ranking.getByTestId('replay-badge-bandeau').waitFor({ timeout: 15_000 });
        expect(await ranking.getByRole('status', { name: 'Rediffusion' }).count()).toBe(2);

        // Cars cross the line and overtake: the laps add up and the order changes.
        const firstLaps = await lapsDone(ranking);
        const firstOrder = await order(ranking);
        await expect.poll(() => lapsDone(ranking), { timeout: 30_000 }).toBeGreaterThan(firstLaps + 10);
        await expect.poll(() => order(ranking), { timeout: 30_000 }).not.toEqual(firstOrder);
        // The replayed race, not the live one (three race hours apart): the leader has done what the replay's
        // session says, give or take the laps of the moment between the two readings.
        const shownAndReplayed = async () => {
          const replayed = await liveOf(`?sessionId=${sessionId}`);
          expect(replayed.session_id).toBe(sessionId);
          const shownLeader = await rankingRows(ranking).first().locator('td.col-laps').textContent();
          return Math.abs(Number(shownLeader) - (replayed.data[0]?.lap_count ?? 0));
        };
        await expect.poll(shownAndReplayed, { timeout: 15_000 }).toBeLessThanOrEqual(2);

        // Pause: the admin's clock and the public table both stand still.
        await card.getByRole('button', { name: 'Pause' }).click();
        await toast(admin, 'Rediffusion en pause').waitFor();
        await expect.poll(() => card.getAttribute('data-state'), { timeout: 10_000 }).toBe('paused');
        expect(await card.locator('.recordings-state').textContent()).toBe('En pause');
        // The page says the replay is paused, in its header and in the banner, and its countdown stops. That
        // word comes in the frame published after the last poll taken before the pause: the table is final.
        await expect
          .poll(() => headerFlag(ranking).textContent(), { timeout: 10_000 })
          .toBe('⏸ Rediffusion en pause');
        const pausedLaps = await lapsDone(ranking);
        const pausedOrder = await order(ranking);
        const pausedClock = await clock.textContent();
        expect(await bannerFlag(ranking).textContent()).toBe('Rediffusion en pause : Rediffusion en pause');
        // The API says so too once its caches of the replay's state (a second or two) have passed: the page's
        // next read of the state, which moving its clock on through the ticker brings forward, agrees.
        await expect
          .poll(
            async () =>
              (await apiGet<LiveState>(site.stack.url, `/api/live/state?sessionId=${sessionId}`)).phase,
            {
              timeout: 10_000,
            },
          )
          .toBe('paused');
        expect(await tickerChips(ranking)).not.toContain('LIVE');
        const pausedRemaining = await bannerRemaining(ranking).textContent();
        // Time for all of it to move, had the replay played on: the page's clock moves on 4 s, the admin page
        // reads the replays twice more, and ingest goes on publishing the live race beside it.
        const liveBefore = (await liveOf()).timestamp;
        await Promise.all([waitForPageSeconds(ranking, 4), replayReads(admin, 2)]);
        await expect.poll(async () => (await liveOf()).timestamp, { timeout: 15_000 }).not.toBe(liveBefore);
        expect(await lapsDone(ranking)).toBe(pausedLaps);
        expect(await order(ranking)).toEqual(pausedOrder);
        expect(await clock.textContent()).toBe(pausedClock);
        expect(await bannerRemaining(ranking).textContent()).toBe(pausedRemaining);

        // Resume: the laps add up again.
        await card.getByRole('button', { name: 'Reprendre' }).click();
        await toast(admin, 'Rediffusion reprise').waitFor();
        await expect.poll(() => card.getAttribute('data-state'), { timeout: 10_000 }).toBe('running');
        await expect.poll(() => lapsDone(ranking), { timeout: 20_000 }).toBeGreaterThan(pausedLaps);
        await expect.poll(() => headerFlag(ranking).textContent(), { timeout: 10_000 }).toBe('En course');
        expect(await bannerFlag(ranking).textContent()).not.toContain('Rediffusion');
        await dismissToasts(admin);
        // Clicking 'Rediffuser' scrolled the wide table to its last column: the capture shows it from the start.
        await admin.locator('.recordings-table-scroll').evaluate((scroller) => {
          scroller.scrollLeft = 0;
        });
        await saveScreenshots(admin, 'admin-recordings-replay');
        await saveScreenshots(ranking, 'ranking-replay');

        // The last lap: four minutes before the end of the recording, then the flag and the winner.
        await card.getByRole('button', { name: 'Dernier tour' }).click();
        await toast(admin, 'Rediffusion déplacée à 24:02:46').waitFor();
        await ranking.getByText('🏁 Résultat final').waitFor({ timeout: 60_000 });
        await expect
          .poll(() => ranking.locator('.final-result').textContent(), { timeout: 15_000 })
          .toMatch(
            /^Résultat final : victoire de la n°83 AF Corse \(.*Ferrari.*\), 387 tours\. Voir le Vainqueur$/,
          );
        const hypercar = ranking.locator('.podium.hypercar');
        expect(await hypercar.locator('h2').textContent()).toBe('Hypercar');
        expect(await hypercar.locator('.winner-label').textContent()).toBe('VAINQUEUR n°83');
        expect(await hypercar.locator('li').first().textContent()).toMatch(/^83 AF Corse .*387 tours$/);
        expect(await rankingRows(ranking).first().getAttribute('data-number')).toBe('83');
        expect(await ranking.getByRole('link', { name: 'Voir le Vainqueur' }).getAttribute('href')).toBe(
          '/equipes/16',
        );
        await ranking.getByTestId('replay-badge-classement').waitFor();
        // The banner and the ticker tell the same end: the result, and race control no longer as live news.
        await expect
          .poll(() => bannerFlag(ranking).textContent(), { timeout: 15_000 })
          .toBe('Résultat final : Drapeau à damier : résultat final');
        expect(await ranking.locator('.live-dot').count()).toBe(0);
        expect(await tickerChips(ranking)).not.toContain('LIVE');

        await expect.poll(() => card.getAttribute('data-state'), { timeout: 60_000 }).toBe('finished');
        expect(await card.locator('.recordings-state').textContent()).toBe('Terminée');
        expect(await clock.textContent()).toBe('24:06:46 / 24:06:46');
        for (const control of ['Pause', 'Dernier tour', 'Arrêter', 'Aller'])
          expect(await card.getByRole('button', { name: control }).isDisabled()).toBe(true);

        // The hub follows the replay its address names: its phase, winner and head of the race, not the live
        // race's, and its ways to the ranking and the log keep the replay.
        await ranking.goto(`${site.stack.url}/live?session=${sessionId}`);
        await ranking.getByTestId('replay-badge-hub').waitFor({ timeout: 15_000 });
        await expect
          .poll(() => ranking.locator('.live-hub-phase').textContent(), { timeout: 15_000 })
          .toBe('Résultat final');
        await expect
          .poll(() => ranking.locator('.hub-ranking tbody th.hub-ranking__num').first().textContent(), {
            timeout: 15_000,
          })
          .toMatch(/^83 /);
        expect(await ranking.getByRole('link', { name: 'Tout le classement' }).getAttribute('href')).toBe(
          `/live/classement?session=${sessionId}`,
        );
        expect(
          await ranking
            .getByRole('link', { name: 'Tous les messages de la direction de course' })
            .getAttribute('href'),
        ).toBe(`/live/direction-de-course?session=${sessionId}`);
      } finally {
        await ranking.close();
      }
    });
  }, 180_000);

  it('keeps the public ranking on the live race while a replay plays', async () => {
    await site.browser.withPage('replays-admin-live', async (admin) => {
      // A second replay, from the start, so that one is playing whatever the first test left.
      await openAdmin(admin, site.stack.url, '/admin/enregistrements');
      const name = '24 Heures du Mans 2025 — Course';
      const row = admin.locator(`tr[data-recording-id="${recordingId}"]`);
      await row.getByRole('button', { name: `Rediffuser ${name}` }).click({ timeout: 15_000 });
      const form = admin.getByRole('form', { name: `Rediffuser ${name}` });
      await form.getByLabel('Vitesse').selectOption('10');
      await form.getByRole('button', { name: 'Lancer la rediffusion' }).click();
      const running = admin.locator('li[data-testid="replay-card"][data-state="running"]');
      await running.first().waitFor({ timeout: 15_000 });
      // Published, so that the fans' chooser offers it (a replay is a private preview until then).
      // Its session exists once its first document is read: until then there is nothing to publish, and the
      // operator tries again. Listed among the sessions playing once published.
      const publish = admin.getByRole('button', { name: 'Publier' });
      const playing = async () =>
        (await apiGet<{ sessions: { is_replay: boolean }[] }>(site.stack.url, '/api/live/sessions')).sessions;
      await expect
        .poll(
          async () => {
            if ((await playing()).some((session) => session.is_replay)) return true;
            const unpublished = running.filter({ has: publish }).first();
            await unpublished
              .getByRole('button', { name: 'Publier' })
              .click({ timeout: 2_000 })
              .catch(() => undefined);
            return false;
          },
          { timeout: 45_000, interval: 1_000 },
        )
        .toBe(true);

      await site.browser.withPage('replays-admin-public', async (visitor) => {
        await openPage(visitor, site.stack.url, '/live/classement');
        await expect.poll(() => rankingRows(visitor).count(), { timeout: 30_000 }).toBe(62);
        const live = await liveOf();
        // The session of the feed's start: the organiser's number and the start's run.
        expect(live.session_id).toMatch(/^202506141-[0-9a-f]{8}$/);
        // Some 20 hours into the race: far more laps than the replay's first minutes.
        await expect
          .poll(async () => Number(await rankingRows(visitor).first().locator('td.col-laps').textContent()))
          .toBeGreaterThan(300);
        // The chooser offers the live race and the replay; the page stays on the live one.
        const chooser = visitor.getByLabel('Session affichée');
        await chooser.waitFor({ timeout: 15_000 });
        expect(await chooser.locator('option').count()).toBeGreaterThanOrEqual(2);
        // Still there once more frames of the race came.
        await shownFrames(visitor, 3);
        expect(await visitor.getByTestId('replay-badge-classement').count()).toBe(0);
        expect(await visitor.getByTestId('replay-badge-bandeau').count()).toBe(0);
        expect(paramsOf(visitor.url())).toEqual({});
      });

      const card = admin.locator('li[data-testid="replay-card"][data-state="running"]').first();
      const replayId = await card.getAttribute('data-replay-id');
      const stopped = admin.locator(`li[data-testid="replay-card"][data-replay-id="${replayId}"]`);
      const firstRun =
        paramsOf((await stopped.getByRole('link', { name: 'Voir le classement' }).getAttribute('href')) ?? '')
          .session ?? '';
      // A seek backwards starts a new run: the old run's viewers are told and offered the new one.
      await site.browser.withPage('replays-admin-new-run', async (visitor) => {
        await openPage(visitor, site.stack.url, `/live/classement?session=${firstRun}`);
        await expect.poll(() => rankingRows(visitor).count(), { timeout: 30_000 }).toBe(62);
        await expect.poll(() => headerFlag(visitor).textContent(), { timeout: 15_000 }).toBe('En course');
        await stopped.getByLabel('Heure de course').fill('00:00:00');
        await stopped.getByRole('button', { name: 'Aller' }).click();
        await toast(admin, 'Rediffusion déplacée à 00:00:00').waitFor();
        const next = visitor.getByRole('link', { name: 'Suivre la nouvelle rediffusion' });
        await next.waitFor({ timeout: 30_000 });
        expect(await next.getAttribute('href')).toBe(`/live/classement?session=${firstRun}-2`);
        expect(await headerFlag(visitor).textContent()).toBe('⏹ Rediffusion arrêtée');
        expect(await bannerFlag(visitor).textContent()).toContain('Rediffusion arrêtée');
        await next.click();
        await visitor.waitForURL(`${site.stack.url}/live/classement?session=${firstRun}-2`);
        await expect.poll(() => headerFlag(visitor).textContent(), { timeout: 30_000 }).toBe('En course');

        // Stopped after confirmation: the page says so at once, with no flag and a countdown that stands.
        admin.once('dialog', (dialog) => {
          expect(dialog.message()).toBe(
            `Arrêter la rediffusion de « ${name} » ? La session rejouée garde ce qu’elle a déjà reçu.`,
          );
          void dialog.accept();
        });
        await stopped.getByRole('button', { name: 'Arrêter' }).click();
        await expect
          .poll(() => headerFlag(visitor).textContent(), { timeout: 15_000 })
          .toBe('⏹ Rediffusion arrêtée');
        expect(await bannerFlag(visitor).textContent()).toContain('Rediffusion arrêtée');
        const stoppedRemaining = await bannerRemaining(visitor).textContent();
        await waitForPageSeconds(visitor, 2);
        expect(await bannerRemaining(visitor).textContent()).toBe(stoppedRemaining);
        expect(await visitor.locator('.flag-badge.green').count()).toBe(0);
        expect(await visitor.locator('.final-result').count()).toBe(0);
      });
      await expect.poll(() => stopped.getAttribute('data-state'), { timeout: 15_000 }).toBe('stopped');
      expect(await stopped.locator('.recordings-state').textContent()).toBe('Arrêtée');
    });
  });
});
