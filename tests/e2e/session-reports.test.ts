import type { SessionReport } from '@lemans/contract';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPage, type PageWindow, paramsOf, prepareTab, saveScreenshots } from './support/pages.ts';
import { RECORDED_RACE, RECORDED_RACE_SEED } from './support/recorded-race.ts';
import { openBrowser } from './support/shared-browser.ts';
import { apiGet } from './support/site-api.ts';
import { useSiteStack } from './support/use-site-stack.ts';

/*
 * The session reports (spec part 2 §2 to §4) on the whole site: the live session the feed plays, the whole
 * 2025 race recorded as a finished session (20,182 laps, some 2,100 events), and a practice session that
 * recorded nothing.
 */

interface ApiSession {
  id: string;
  created_at: string;
  has_history: boolean;
}
type ApiReport = Pick<SessionReport, 'events'>;
interface ApiTrends {
  cars: { number: string; category_label: string }[];
}

const EMPTY_SESSION = 'essais-sans-donnees';
const REPORT_PATH = `/api/sessions/${RECORDED_RACE}/report`;

const site = useSiteStack({ seed: RECORDED_RACE_SEED });

beforeAll(async () => {
  await sql`
    INSERT INTO sessions (id, organiser_session_id, name, session_type, active, status, created_at)
    VALUES (${EMPTY_SESSION}, 1, 'Essais libres 1', 'practice', false, 'finished', '2025-06-11T14:00:00Z')
  `.execute(site.stack.database.db);
});

const open = (page: Page, path: string) => openPage(page, site.stack.url, path);

/**
 * The sessions listed once the one the feed plays is among them: ingest stores it on its first poll, which a
 * busy machine may not have reached when the stack is up, and a page opened before would list one fewer.
 */
async function sessionsWithLive(): Promise<ApiSession[]> {
  let sessions: ApiSession[] = [];
  await expect
    .poll(async () => {
      sessions = await apiGet<ApiSession[]>(site.stack.url, '/api/sessions/with-history');
      return sessions.some((session) => session.id !== RECORDED_RACE && session.id !== EMPTY_SESSION);
    })
    .toBe(true);
  return sessions;
}

/** Text without the French thousands separator (a narrow no-break space). */
const digits = (text: string | null) => (text ?? '').replace(/\s/g, '');
const lapRows = (page: Page) => page.locator('.report-laps tbody tr');
const currentPage = (page: Page) => page.locator('.report-pager [aria-current="page"]').textContent();
const query = (page: Page) => paramsOf(page.url());

describe('reports list /sessions/reports', () => {
  it('lists the sessions newest first and greys those without history', async () => {
    const sessions = await sessionsWithLive();
    const dates = sessions.map((session) => Date.parse(session.created_at));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(sessions.map((session) => session.id)).toEqual(
      expect.arrayContaining([RECORDED_RACE, EMPTY_SESSION]),
    );

    await site.browser.withPage('reports', async (page) => {
      await open(page, '/sessions/reports');
      await expect
        .poll(() => page.locator('.report-card').count(), { timeout: 15_000 })
        .toBe(sessions.length);
      expect(await page.title()).toBe('Rapports de session — Le Mans live');
      const ids = await page
        .locator('.report-card')
        .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-session-id')));
      expect(ids).toEqual(sessions.map((session) => session.id));

      const empty = page.locator(`[data-session-id="${EMPTY_SESSION}"]`);
      expect(await empty.getAttribute('data-empty')).toBe('true');
      expect(await empty.locator('.report-card-none').textContent()).toBe('Aucune donnée enregistrée');
      expect(await empty.locator('a').count()).toBe(0);
      expect(await empty.locator('.report-type-badge').textContent()).toBe('Essais');
      expect(await empty.locator('.report-card-date').textContent()).toBe('mercredi 11 juin 2025 à 16:00');

      const race = page.locator(`[data-session-id="${RECORDED_RACE}"]`);
      expect(await race.locator('.report-type-badge').textContent()).toBe('Course');
      expect(digits(await race.locator('[data-fact="laps"]').textContent())).toBe('20182');
      expect(await race.locator('[data-fact="cars"]').textContent()).toBe('62');
      expect(await race.locator('[data-fact="duration"]').textContent()).toMatch(/^2\dh \d+m \d+s$/);
      expect(await race.locator('[data-fact="fastest"]').textContent()).toBe(
        '3:26.06 Sébastien Bourdais · #38 Cadillac Hertz Team JOTA',
      );
      expect(await race.locator('.report-card-date').textContent()).toMatch(
        /^samedi 14 juin 2025 à \d\d:\d\d \(heure locale, UTC\+2\)$/,
      );
      await saveScreenshots(page, 'reports');

      await race.getByRole('link').click();
      await page.locator('#report-title').waitFor({ timeout: 15_000 });
      expect(new URL(page.url()).pathname).toBe(`/sessions/reports/${RECORDED_RACE}`);
    });
  });

  it('says when there is no history, also when the list fails to load', async () => {
    await site.browser.withPage('reports-empty', async (page) => {
      await prepareTab(page, site.stack.url);
      await page.route('**/api/sessions/with-history', (route) => route.fulfill({ json: [] }));
      await page.goto(`${site.stack.url}/sessions/reports`);
      await page.getByRole('heading', { name: 'Aucun historique disponible' }).waitFor({ timeout: 15_000 });
      await page.unroute('**/api/sessions/with-history');
      await page.route('**/api/sessions/with-history', (route) =>
        route.fulfill({ status: 500, json: { error: 'panne' } }),
      );
      await page.reload();
      await page.getByRole('heading', { name: 'Aucun historique disponible' }).waitFor({ timeout: 15_000 });
    });
  });
});

/** A page of laps is asked of the API when shown: on busy cores, longer than a poll's default second. */
const LAP_PAGE = { timeout: 15_000 };

describe('report /sessions/reports/{sessionId}', () => {
  it('shows the tiles, pages through the laps and keeps the view in the address', async () => {
    await site.browser.withPage('report-laps', async (page) => {
      await open(page, `/sessions/reports/${RECORDED_RACE}`);
      await page.locator('#report-title').waitFor({ timeout: 15_000 });
      expect(await page.title()).toMatch(/ — Rapports de session — Le Mans live$/);
      expect(await page.locator('[data-tile="cars"] strong').textContent()).toBe('62');
      expect(digits(await page.locator('[data-tile="laps"] strong').textContent())).toBe('20182');
      expect(await page.locator('[data-tile="fastest"] strong').textContent()).toBe('3:26.06');
      expect(await page.locator('[data-tile="average"] strong').textContent()).toMatch(/^\d:\d\d\.\d\d$/);
      expect(await page.locator('[data-tile="duration"] strong').textContent()).toMatch(/^2\dh \d+m \d+s$/);

      // Page 1: 50 laps, the pager's first pages and the last one (404).
      await expect.poll(() => lapRows(page).count()).toBe(50);
      expect(await currentPage(page)).toBe('1');
      const numbered = await page.locator('.report-pager button').allTextContents();
      expect(numbered.filter((text) => /^\d+$/.test(text))).toEqual(['1', '2', '3', '404']);
      const firstRow = await lapRows(page).first().textContent();
      const cells = await lapRows(page).first().locator('td').allTextContents();
      expect(cells[1]).toMatch(/^#\d+$/);
      expect(cells[3]).toMatch(/^\d:\d\d\.\d\d$|^-$/);
      expect(cells[4]).toMatch(/^P\d+$|^-$/);
      expect(cells[5]).toMatch(/^Leader$|^\+[\d:.]+$|^-$/);

      // A numbered button, then the last page: the address keeps the page.
      await page.getByRole('button', { name: 'Page 2', exact: true }).click();
      await expect.poll(() => currentPage(page), LAP_PAGE).toBe('2');
      expect(query(page)).toEqual({ page: '2' });
      await expect.poll(() => lapRows(page).first().textContent(), LAP_PAGE).not.toBe(firstRow);
      await page.getByRole('button', { name: 'Page 404', exact: true }).click();
      await expect.poll(() => currentPage(page), LAP_PAGE).toBe('404');
      await expect.poll(() => lapRows(page).count(), LAP_PAGE).toBe(20_182 - 403 * 50);
      expect(query(page)).toEqual({ page: '404' });
      expect(await page.getByRole('button', { name: 'Page suivante' }).isDisabled()).toBe(true);

      // Back returns to page 2; a shared address opens on its page.
      await page.goBack();
      await expect.poll(() => currentPage(page), LAP_PAGE).toBe('2');
      await page.goto(`${site.stack.url}/sessions/reports/${RECORDED_RACE}?page=404`);
      await expect.poll(() => currentPage(page), { timeout: 15_000 }).toBe('404');
      await page.getByRole('button', { name: 'Page précédente' }).click();
      await expect.poll(() => currentPage(page), LAP_PAGE).toBe('403');
      // An address past the end lands on the last page.
      await page.goto(`${site.stack.url}/sessions/reports/${RECORDED_RACE}?page=999`);
      await expect.poll(() => query(page), { timeout: 15_000 }).toEqual({ page: '404' });
      await expect.poll(() => currentPage(page), LAP_PAGE).toBe('404');

      await page.getByRole('link', { name: /Tous les rapports/ }).click();
      await page.locator('.report-card').first().waitFor();
      expect(new URL(page.url()).pathname).toBe('/sessions/reports');
    });
  });

  it('lists the events with their French labels, filters them and switches tabs from the keyboard', async () => {
    const report = await apiGet<ApiReport>(site.stack.url, `/api/sessions/${RECORDED_RACE}/report`);
    const count = (type: string) => report.events.filter((event) => event.event_type === type).length;
    expect(report.events.length).toBeGreaterThan(2000);

    await site.browser.withPage('report-events', async (page) => {
      await open(page, `/sessions/reports/${RECORDED_RACE}?page=3`);
      const eventsTab = page.getByRole('tab', { name: 'Événements' });
      await eventsTab.click({ timeout: 15_000 });
      expect(await eventsTab.getAttribute('aria-selected')).toBe('true');
      expect(query(page)).toEqual({ onglet: 'evenements', page: '3' });
      const panel = page.getByRole('tabpanel', { name: 'Événements' });
      const items = panel.locator('.report-events li');
      await expect.poll(() => items.count()).toBe(100);
      await panel.getByRole('button', { name: 'Voir plus' }).click();
      expect(await items.count()).toBe(200);
      expect(await panel.locator('.report-events-count').textContent()).toBe(
        // The count as French writes it: a narrow no-break space between thousands.
        `200 sur ${new Intl.NumberFormat('fr').format(report.events.length)} événements`,
      );

      const labels = new Set(await panel.locator('.report-event-label').allTextContents());
      expect(labels).toContain('Arrêt au stand');
      const labelled: Record<string, string> = {
        fastest_lap: 'Meilleur tour',
        pitstop: 'Arrêt au stand',
        position_change: 'Changement de position',
        safety_car: 'Safety Car',
        dnf: 'Abandon',
      };
      const others = report.events.filter((event) => !(event.event_type in labelled)).length;
      for (const [type, label, size] of [
        ...Object.entries(labelled).map(([type, label]) => [type, label, count(type)] as const),
        ['other', 'Événement', others] as const,
      ]) {
        const chip = panel.locator(`.report-chips [data-event-type="${type}"]`);
        await chip.click();
        expect(await chip.textContent()).toBe(`${label} ${size}`);
        await expect.poll(() => items.count()).toBe(Math.min(100, size));
        if (size > 0) {
          expect(new Set(await panel.locator('.report-event-label').allTextContents())).toEqual(
            new Set([label]),
          );
        } else {
          await panel.getByText('Aucun événement marquant enregistré').waitFor();
        }
      }

      // Arrow keys move between the tabs and open them; the address follows.
      await eventsTab.focus();
      await page.keyboard.press('ArrowLeft');
      const classificationTab = page.getByRole('tab', { name: 'Classement' });
      await expect.poll(() => classificationTab.getAttribute('aria-selected')).toBe('true');
      expect(query(page)).toEqual({ onglet: 'classement', page: '3' });
      await page.keyboard.press('ArrowLeft');
      const lapsTab = page.getByRole('tab', { name: 'Tours' });
      await expect.poll(() => lapsTab.getAttribute('aria-selected')).toBe('true');
      expect(
        await page.evaluate(
          () => (globalThis as unknown as PageWindow).document.activeElement?.textContent ?? null,
        ),
      ).toBe('Tours');
      expect(query(page)).toEqual({ page: '3' });
      expect(await currentPage(page)).toBe('3');
      // End opens the last tab, the analysis; the one before it is the events'.
      await page.keyboard.press('End');
      const analysisTab = page.getByRole('tab', { name: 'Analyse' });
      await expect.poll(() => analysisTab.getAttribute('aria-selected')).toBe('true');
      expect(query(page)).toEqual({ onglet: 'analyse', page: '3' });
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => eventsTab.getAttribute('aria-selected')).toBe('true');
      // The events kept their filter while hidden.
      expect(await panel.locator('.report-chips [aria-pressed="true"]').getAttribute('data-event-type')).toBe(
        'other',
      );
      await page.goBack();
      await expect.poll(() => analysisTab.getAttribute('aria-selected')).toBe('true');
      await page.goBack();
      await expect.poll(() => lapsTab.getAttribute('aria-selected')).toBe('true');
    });
  });

  it('words the events in the visitor’s language: pit stops and lead changes from their codes', async () => {
    const { events } = await apiGet<ApiReport>(site.stack.url, `/api/sessions/${RECORDED_RACE}/report`);
    const first = (type: string) => events.find((event) => event.event_type === type);
    const stop = first('pitstop');
    const lead = first('position_change');
    if (stop?.code !== 'car.pit_stop') throw new Error(`the race's first pit stop read as ${stop?.code}`);
    const leadText =
      lead?.code === 'car.takes_lead'
        ? `#${lead.values.car} takes the race lead`
        : lead?.code === 'car.takes_class_lead'
          ? `#${lead.values.car} takes the lead in ${lead.values.category}`
          : null;
    expect(leadText).not.toBeNull();
    // A British fan's browser: the page in English from its first paint.
    const english = await openBrowser({ locale: 'en-GB' });
    try {
      await english.withPage('report-events-english', async (page) => {
        await open(page, `/sessions/reports/${RECORDED_RACE}?onglet=evenements`);
        const panel = page.getByRole('tabpanel', { name: 'Events' });
        const firstText = panel.locator('.report-events li .report-event-text').first();
        await panel.locator('.report-chips [data-event-type="pitstop"]').click({ timeout: 15_000 });
        // The API's French description is for scripts: the page words the event from its code and values.
        await expect
          .poll(() => firstText.textContent())
          .toBe(`#${stop.values.car}: pit stop ${stop.values.stop} (lap ${stop.values.lap})`);
        expect(await firstText.getAttribute('lang')).toBeNull();
        await panel.locator('.report-chips [data-event-type="position_change"]').click();
        await expect.poll(() => firstText.textContent()).toBe(leadText);
      });
    } finally {
      await english.close();
    }
  });

  it('gives the official classification, the cars not classified with the results file’s reasons', async () => {
    await site.browser.withPage('report-classification', async (page) => {
      await open(page, `/sessions/reports/${RECORDED_RACE}?onglet=classement`);
      const panel = page.getByRole('tabpanel', { name: 'Classement' });
      const rows = panel.locator('table[data-table="classification"] tbody tr');
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(62);
      expect(await panel.locator('.report-classification-stage strong').textContent()).toBe(
        'Classement officiel (fichier des résultats)',
      );
      const cells = (number: string) => panel.locator(`tr[data-number="${number}"] > *`).allTextContents();
      expect(await cells('83')).toEqual(['1', '83', 'AF Corse', 'Hypercar', '1', '387', '', '', 'Classée']);
      expect((await cells('6')).slice(0, 7)).toEqual([
        '2',
        '6',
        'Porsche Penske Motorsport',
        'Hypercar',
        '2',
        '387',
        '+14.084 s',
      ]);
      expect(await cells('59')).toEqual(
        expect.arrayContaining(['NC', '314', '+73 tours', 'Non classée (Not running at race end)']),
      );
      expect((await cells('28'))[0]).toBe('Ab.');
      expect(await rows.last().getAttribute('data-number')).toBe('50');
      expect((await cells('50'))[0]).toBe('DSQ');
      expect(await panel.getByRole('link', { name: 'Classement (CSV)' }).getAttribute('href')).toBe(
        `/api/sessions/${RECORDED_RACE}/classification?format=csv`,
      );
    });
  });

  it('shows the strategy at the middle of the race in the Analyse tab, and at another moment of the slider', async () => {
    const strategy = await apiGet<{ strategy: { participant_number: string }[] }>(
      site.stack.url,
      `/api/sessions/${RECORDED_RACE}/strategy?at=43200000`,
    );
    await site.browser.withPage('report-strategy', async (page) => {
      await open(page, `/sessions/reports/${RECORDED_RACE}?onglet=analyse`);
      const section = page.getByRole('region', { name: /^Stratégie à / });
      await section.waitFor({ timeout: 20_000 });
      expect(await section.locator('h3').textContent()).toBe('Stratégie à 12:00:00');
      const lines = section.locator('.strategy-table tbody tr');
      await expect.poll(() => lines.count()).toBe(strategy.strategy.length);
      expect(await lines.first().getAttribute('data-number')).toBe(strategy.strategy[0]?.participant_number);
      const moment = section.getByRole('slider', { name: 'Heure de course' });
      await moment.focus();
      await page.keyboard.press('Home');
      await expect.poll(() => section.locator('h3').textContent()).toBe('Stratégie à 00:10:00');
      expect(await section.getByRole('link', { name: 'Stratégie (CSV)' }).getAttribute('href')).toBe(
        `/api/sessions/${RECORDED_RACE}/strategy?at=600000&format=csv`,
      );
    });
  });

  it('draws the position and gap charts, one class at a time', async () => {
    const trends = await apiGet<ApiTrends>(site.stack.url, `/api/sessions/${RECORDED_RACE}/report/trends`);
    const inClass = (label: string) => trends.cars.filter((car) => car.category_label === label).length;

    await site.browser.withPage('report-charts', async (page) => {
      await open(page, `/sessions/reports/${RECORDED_RACE}`);
      const charts = page.locator('.report-chart-canvas');
      await expect.poll(() => charts.count(), { timeout: 15_000 }).toBe(2);
      await expect.poll(() => page.locator('.report-chart-canvas canvas').count()).toBe(2);
      const series = async () =>
        charts.evaluateAll((all) => all.map((chart) => chart.getAttribute('data-series')));
      expect(await series()).toEqual([String(inClass('Hypercar')), String(inClass('Hypercar'))]);
      expect(await page.locator('.report-legend li').count()).toBe(inClass('Hypercar'));
      for (const [group, size] of [
        ['LMP2', inClass('LMP2')],
        ['LMGT3', inClass('LMGT3')],
        ['all', 62],
      ] as const) {
        await page.locator(`.category-chips [data-class="${group}"]`).click();
        await expect.poll(series).toEqual([String(size), String(size)]);
        expect(
          await page.locator(`.category-chips [data-class="${group}"]`).getAttribute('aria-pressed'),
        ).toBe('true');
      }
      await page.locator('.category-chips [data-class="Hypercar"]').click();

      // Hovering names the nearest car, the lap and its position.
      await charts.first().locator('.u-over').hover();
      await expect
        .poll(() => page.locator('.report-chart-hover').first().textContent())
        .toMatch(/^#\d+ .+ · tour \d+ · P\d+$/);
      await page.mouse.move(0, 0);
      await saveScreenshots(page, 'report');
    });
  });

  it('says when a session has no laps or no events', async () => {
    await site.browser.withPage('report-empty', async (page) => {
      await prepareTab(page, site.stack.url);
      await page.route(
        (url) => url.pathname === REPORT_PATH,
        (route) =>
          route.fulfill({
            json: {
              session: {
                id: RECORDED_RACE,
                name: 'Course vide',
                session_type: 'race',
                event_name: '24 Heures du Mans 2025',
                kind: 'live',
                renamed: false,
              },
              statistics: {
                total_participants: 0,
                total_laps: 0,
                fastest_lap_time: null,
                average_lap_time: null,
                session_duration: 0,
              },
              laps: [],
              pagination: { page: 1, pageSize: 50, total: 0, totalPages: 1 },
              events: [],
            },
          }),
      );
      await page.goto(`${site.stack.url}/sessions/reports/${RECORDED_RACE}`);
      await page.getByText('Aucun tour enregistré pour cette session').waitFor({ timeout: 15_000 });
      expect(await page.locator('.report-pager').count()).toBe(0);
      expect(await page.locator('[data-tile="fastest"] strong').textContent()).toBe('-');
      await page.getByRole('tab', { name: 'Événements' }).click();
      await page.getByText('Aucun événement marquant enregistré').waitFor();
    });
  });

  it('says so quietly for a session that does not exist', async () => {
    await site.browser.withPage('report-unknown', async (page) => {
      await open(page, '/sessions/reports/inconnue');
      await page.getByText('Aucune donnée enregistrée').waitFor({ timeout: 15_000 });
      await page.getByRole('link', { name: /Tous les rapports/ }).click();
      expect(new URL(page.url()).pathname).toBe('/sessions/reports');
    });
  });
});
