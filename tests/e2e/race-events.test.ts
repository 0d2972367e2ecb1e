import { importAlkamelFiles } from '@lemans/alkamel';
import { importSessionIdOf } from '@lemans/bus/recordings-queue';
import { saveLapRecording } from '@lemans/recordings';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ingestImportedRecording } from '../../services/ingest/src/recordings/ingest-imported-recording.ts';
import type { TestBrowser } from '../support/browser.ts';
import { describeWithSharedData, hasSharedData, sharedDataPath } from '../support/shared-data.ts';
import { openPage, prepareTab } from './support/pages.ts';
import { openBrowser } from './support/shared-browser.ts';
import { apiGet } from './support/site-api.ts';
import { type SiteStack, startSiteStack } from './support/site-stack.ts';

/*
 * Two race events on the whole site: the 2025 Le Mans race and the 2025 Spa 6 Hours, each imported from its
 * Al Kamel Analysis file as the admin import does. The team, car and driver pages show one event at a time,
 * with a chooser between them, from the event's reference session, and the links keep the event.
 */

const LE_MANS = '24 Heures du Mans 2025';
const SPA = '6 Heures de Spa-Francorchamps 2025';

interface ApiEvent {
  id: string;
  name: string;
  date: string;
  current: boolean;
}
interface ApiContext {
  id: string;
  name: string;
  reference_session: { name: string; kind: string; partial: boolean } | null;
  elsewhere: { event_id: string; id: number }[];
}
interface ApiTeam {
  id: number;
  number: string;
  team_name: string;
  drivers: { id: number; firstname: string; lastname: string }[];
  statistics: { total_laps: number | null; best_lap_time: number | null };
  race_event: ApiContext | null;
}
interface ApiEntry {
  id: number;
  number: string;
}

let stack: SiteStack;
let browser: TestBrowser;
let leMans: ApiEvent;
let spa: ApiEvent;

/** Imports an Analysis file into its own session of the stack's database, as ingest does for an upload. */
async function importRace(options: Parameters<typeof importAlkamelFiles>[0]): Promise<void> {
  const recording = await importAlkamelFiles(options);
  const { id } = await saveLapRecording(stack.database.db, recording);
  await ingestImportedRecording(stack.database.db, { id, data: recording }, importSessionIdOf(id));
}

// Two whole races imported in this process, a document every 3 s of race time: about two minutes alone, and
// past five on a busy machine.
beforeAll(async () => {
  if (!hasSharedData()) return;
  stack = await startSiteStack();
  await importRace({
    analysisPath: sharedDataPath('alkamel/le-mans-2025-race-analysis.csv'),
    classificationPath: sharedDataPath('classification/le-mans-results-1923-2026.csv'),
    year: 2025,
    startDate: '2025-06-14',
    eventName: LE_MANS,
  });
  await importRace({
    analysisPath: sharedDataPath('alkamel/wec-2025-spa-6h-analysis.csv'),
    startDate: '2025-05-10',
    eventName: SPA,
  });
  const events = await apiGet<ApiEvent[]>(stack.url, '/api/race-events');
  const named = (name: string) => {
    const found = events.find((event) => event.name === name);
    if (!found) throw new Error(`no event ${name}`);
    return found;
  };
  leMans = named(LE_MANS);
  spa = named(SPA);
  browser = await openBrowser();
}, 900_000);
afterAll(async () => {
  await browser?.close();
  await stack?.stop();
});

const at = (event: ApiEvent) => `evenement=${encodeURIComponent(event.id)}`;
const chooser = (page: Page) => page.getByLabel('Épreuve', { exact: true });
const stat = (page: Page, name: string) => page.locator(`[data-stat="${name}"]`).textContent();
const lapTime = (ms: number | null) => {
  if (!ms) return '-';
  const hundredths = Math.round(ms / 10);
  const seconds = String(Math.floor(hundredths / 100) % 60).padStart(2, '0');
  return `${Math.floor(hundredths / 6000)}:${seconds}.${String(hundredths % 100).padStart(2, '0')}`;
};
const sourceLine = (team: ApiTeam) => {
  const context = team.race_event as ApiContext;
  const session = context.reference_session;
  if (!session) throw new Error(`no reference session at ${context.name}`);
  const kind = { live: 'direct', import: 'import', replay: 'rediffusion' }[session.kind];
  return `Données : ${context.name} — ${session.name} (${kind})`;
};

/** The team entered as #83 at an event, as the API answers for that event. */
async function car83(event: ApiEvent): Promise<ApiTeam> {
  const entries = await apiGet<ApiEntry[]>(stack.url, `/api/entries?event=${encodeURIComponent(event.id)}`);
  const entry = entries.find((candidate) => Number(candidate.number) === 83);
  if (!entry) throw new Error(`no #83 at ${event.name}`);
  return apiGet<ApiTeam>(stack.url, `/api/teams/${entry.id}?event=${encodeURIComponent(event.id)}`);
}

describeWithSharedData('race events on the team, car and driver pages', () => {
  it('lists both events in the chooser, newest first, with their French dates', async () => {
    await browser.withPage('race-events-lists', async (page) => {
      await openPage(page, stack.url, '/equipes');
      await chooser(page).waitFor({ timeout: 15_000 });
      expect(await chooser(page).locator('option').allTextContents()).toEqual([
        `${LE_MANS} — 14 juin 2025`,
        `${SPA} — 10 mai 2025`,
      ]);

      // The list reloads for the chosen event, and its cards lead to that event's teams.
      const spaEntries = await apiGet<ApiEntry[]>(
        stack.url,
        `/api/entries?event=${encodeURIComponent(spa.id)}`,
      );
      await chooser(page).selectOption(spa.id);
      await page.waitForURL(`${stack.url}/equipes?${at(spa)}`);
      await expect
        .poll(() => page.locator('.teams-card').count(), { timeout: 15_000 })
        .toBe(spaEntries.length);
      expect(await page.getByText(`Les équipages engagés : ${SPA}.`).count()).toBe(1);
      const first = page.locator('.teams-card-link').first();
      expect(await first.getAttribute('href')).toMatch(new RegExp(`^/equipes/\\d+\\?${at(spa)}$`));

      await openPage(page, stack.url, `/pilotes?${at(spa)}`);
      expect(await chooser(page).inputValue()).toBe(spa.id);
      const spaDrivers = await apiGet<unknown[]>(
        stack.url,
        `/api/drivers?event=${encodeURIComponent(spa.id)}`,
      );
      await expect
        .poll(() => page.locator('.driver-card').count(), { timeout: 15_000 })
        .toBe(spaDrivers.length);
      const details = page.getByRole('link', { name: 'Voir détails' }).first();
      expect(await details.getAttribute('href')).toMatch(new RegExp(`^/pilotes/\\d+\\?${at(spa)}$`));
    });
  });

  it("shows #83's Le Mans figures, names their session, and switches to its Spa figures", async () => {
    const atLeMans = await car83(leMans);
    expect(atLeMans.statistics.total_laps).toBe(387);
    expect(atLeMans.statistics.best_lap_time).toBe(206_562);
    const spaId = atLeMans.race_event?.elsewhere.find((other) => other.event_id === spa.id)?.id;
    expect(spaId).toBeDefined();
    const atSpa = await apiGet<ApiTeam>(stack.url, `/api/teams/${spaId}?event=${encodeURIComponent(spa.id)}`);
    // The Spa file holds 111 laps of #83, the best in 2:04.669.
    expect(atSpa.statistics.total_laps).toBe(111);
    expect(atSpa.statistics.best_lap_time).toBe(124_669);

    await browser.withPage('race-events-team', async (page) => {
      await openPage(page, stack.url, `/equipes/${atLeMans.id}?${at(leMans)}`);
      await page.getByRole('heading', { level: 1, name: atLeMans.team_name }).waitFor({ timeout: 15_000 });
      expect(await stat(page, 'laps')).toBe('387');
      // Team pages show lap times in hundredths (m:ss.cc): 3:26.562 reads 3:26.56.
      expect(await stat(page, 'best-lap')).toBe('3:26.56');
      expect(await page.locator('.event-source-line').textContent()).toBe(sourceLine(atLeMans));
      expect(await chooser(page).inputValue()).toBe(leMans.id);
      const driver = atLeMans.drivers[0];
      if (!driver) throw new Error('no crew');
      expect(
        await page
          .getByRole('link', { name: new RegExp(driver.lastname) })
          .first()
          .getAttribute('href'),
      ).toBe(`/pilotes/${driver.id}?${at(leMans)}`);

      await chooser(page).selectOption(spa.id);
      await page.waitForURL(`${stack.url}/equipes/${spaId}?${at(spa)}`);
      await expect.poll(() => stat(page, 'laps'), { timeout: 15_000 }).toBe('111');
      expect(await stat(page, 'best-lap')).toBe(lapTime(atSpa.statistics.best_lap_time));
      expect(await page.locator('.event-source-line').textContent()).toBe(sourceLine(atSpa));
      expect(await page.locator('.event-source-line').textContent()).toContain(`Données : ${SPA} — `);
    });
  });

  it('goes to the same driver at the other event, or to its drivers when they did not race there', async () => {
    const atLeMans = await car83(leMans);
    const driverId = atLeMans.drivers[0]?.id;
    const driver = await apiGet<{ firstname: string; lastname: string; race_event: ApiContext }>(
      stack.url,
      `/api/drivers/${driverId}?event=${encodeURIComponent(leMans.id)}`,
    );
    const there = driver.race_event.elsewhere.find((other) => other.event_id === spa.id);
    await browser.withPage('race-events-driver', async (page) => {
      await openPage(page, stack.url, `/pilotes/${driverId}?${at(leMans)}`);
      await page
        .getByRole('heading', { level: 1, name: `${driver.firstname} ${driver.lastname}` })
        .waitFor({ timeout: 15_000 });
      expect(await page.locator('.event-source-line').textContent()).toContain(`Données : ${LE_MANS} — `);
      await chooser(page).selectOption(spa.id);
      await page.waitForURL(
        there ? `${stack.url}/pilotes/${there.id}?${at(spa)}` : `${stack.url}/pilotes?${at(spa)}`,
      );
    });
  });

  it('works as before, without a chooser, when the API has no race events', async () => {
    const atLeMans = await car83(leMans);
    await browser.withPage('race-events-missing', async (page) => {
      await prepareTab(page, stack.url);
      await page.route('**/api/race-events', (route) => route.fulfill({ status: 404, json: {} }));
      await page.goto(`${stack.url}/equipes/${atLeMans.id}?${at(leMans)}`);
      await page.getByRole('heading', { level: 1, name: atLeMans.team_name }).waitFor({ timeout: 15_000 });
      expect(await stat(page, 'laps')).toBe('387');
      await page.goto(`${stack.url}/equipes`);
      await page.locator('.teams-card').first().waitFor({ timeout: 15_000 });
      expect(await chooser(page).count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);
    });
  });
});
