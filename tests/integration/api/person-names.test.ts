import { importAlkamelFiles } from '@lemans/alkamel';
import type {
  CarDetail,
  Driver,
  DriverDetail,
  LapResponse,
  LiveFrame,
  SessionReport,
} from '@lemans/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { importSpa2025, importWhole } from '../../support/imported-session.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { describeWithSharedData, sharedDataPath } from '../../support/shared-data.ts';
import { type StartedApi, startApi } from './start-api.ts';

/**
 * One person, one name: Le Mans 2025 imported with its results file (which writes names as their owners do)
 * and the 6 Hours of Spa 2025 imported from its timing alone ("Nyck DE VRIES", "Marco SORENSEN"). Spa's
 * pages, ranking, reports and analyses show each driver as Le Mans's results file writes them, and link them to
 * their Le Mans pages; two people sharing a last name stay two people.
 */

const LE_MANS = '24-heures-du-mans-2025-06-14';
const SPA = '6-heures-de-spa-francorchamps-2025-05-10';
/**
 * As Le Mans's results file writes them (its courtesy title, « Miss Célia Martin », aside), against the Spa
 * timing's spelling of the same people.
 */
const WRITTEN = [
  'Nyck de Vries',
  'Marco Sørensen',
  'Valentin Hasse-Clot',
  'Kelvin van der Linde',
  'Phil Hanson',
  'Célia Martin',
  'Răzvan Petru Umbrărescu',
];
const TIMING = [
  'Nyck De Vries',
  'Marco Sorensen',
  'Valentin Hasse Clot',
  'Kelvin Van Der Linde',
  'Philip Hanson',
  'Celia Martin',
  'Petru Umbrarescu',
];

let database: TestDatabase;
let redis: TestRedis;
let api: StartedApi;
let spaSession = '';

async function json<T>(path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function text(path: string): Promise<string> {
  const response = await api.get(path);
  expect(response.status, path).toBe(200);
  return response.text();
}

const fullName = (driver: { firstname: string | null; lastname: string | null }) =>
  `${driver.firstname} ${driver.lastname}`;

async function spaDriver(name: string): Promise<Driver> {
  const drivers = await json<Driver[]>(`/api/drivers?event=${SPA}`);
  const driver = drivers.find((candidate) => fullName(candidate) === name);
  if (!driver) throw new Error(`${name} absent des pilotes de Spa`);
  return driver;
}

/** The page of Spa's report that holds a driver's first lap, in the report's order. */
async function reportPageOf(driverId: number, number: string, pageSize: number): Promise<number> {
  const { rows } = await sql<{ before: number }>`
    SELECT count(*)::int AS before FROM laps AS l, (
      SELECT race_time_ms, number, lap_number FROM laps
      WHERE session_id = ${spaSession} AND number = ${number} AND driver_id = ${driverId}
      ORDER BY lap_number LIMIT 1
    ) AS first
    WHERE l.session_id = ${spaSession}
      AND (l.race_time_ms, l.number, l.lap_number) < (first.race_time_ms, first.number, first.lap_number)
  `.execute(database.db);
  return Math.floor((rows[0]?.before ?? 0) / pageSize) + 1;
}

describeWithSharedData('one person, one name', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    redis = createTestRedis();
    const leMans = await importAlkamelFiles({
      analysisPath: sharedDataPath('alkamel/le-mans-2025-race-analysis.csv'),
      classificationPath: sharedDataPath('classification/le-mans-results-1923-2026.csv'),
      year: 2025,
      eventName: '24 Heures du Mans 2025',
    });
    await importWhole(database.db, leMans);
    spaSession = await importSpa2025(database.db);
    api = await startApi({
      db: database.db,
      databaseUrl: database.url,
      redisUrl: inject('redisUrl'),
      redisPrefix: redis.prefix,
    });
  }, 600_000);

  afterAll(async () => {
    await api?.close();
    await redis?.cleanup();
    await database?.drop();
  });

  it("lists Spa's drivers and entries with Le Mans's results file's spelling", async () => {
    const names = (await json<Driver[]>(`/api/drivers?event=${SPA}`)).map(fullName);
    for (const name of WRITTEN) expect(names).toContain(name);
    for (const name of TIMING) expect(names).not.toContain(name);
    // Nobody at Le Mans to take a spelling from: the timing's stays.
    expect(names).toContain('Nico Müller');
    const entries = await json<{ drivers: { firstname: string; lastname: string }[] }[]>(
      `/api/entries?event=${SPA}`,
    );
    const crews = entries.flatMap((entry) => entry.drivers.map(fullName));
    for (const name of WRITTEN) expect(crews).toContain(name);
    for (const name of TIMING) expect(crews).not.toContain(name);
  });

  it('links each of them to their own Le Mans page, where they have the same name', async () => {
    for (const name of WRITTEN) {
      const atSpa = await json<DriverDetail>(`/api/drivers/${(await spaDriver(name)).id}?event=${SPA}`);
      expect(fullName(atSpa)).toBe(name);
      const leMans = atSpa.race_event?.elsewhere.find((other) => other.event_id === LE_MANS);
      expect(leMans, name).toBeDefined();
      const atLeMans = await json<DriverDetail>(`/api/drivers/${leMans?.id}?event=${LE_MANS}`);
      expect(fullName(atLeMans)).toBe(name);
      expect(atLeMans.race_event?.elsewhere).toContainEqual(
        expect.objectContaining({ event_id: SPA, id: atSpa.id }),
      );
    }
  });

  it('keeps apart two people of the same year who share a last name', async () => {
    const laurens = await json<DriverDetail>(
      `/api/drivers/${(await spaDriver('Laurens Vanthoor')).id}?event=${SPA}`,
    );
    const leMans = laurens.race_event?.elsewhere.find((other) => other.event_id === LE_MANS);
    const atLeMans = await json<DriverDetail>(`/api/drivers/${leMans?.id}?event=${LE_MANS}`);
    expect(fullName(atLeMans)).toBe('Laurens Vanthoor');
    const leMansDrivers = (await json<Driver[]>(`/api/drivers?event=${LE_MANS}`)).map(fullName);
    expect(leMansDrivers).toEqual(expect.arrayContaining(['Dries Vanthoor', 'Sheldon van der Linde']));
  });

  it("names them so on Spa's car, laps, ranking, report and analyses, CSV exports included", async () => {
    const deVries = await spaDriver('Nyck de Vries');
    const { entry_id: entryId, team_number: number } = deVries.team;
    const car = await json<CarDetail>(`/api/cars/${entryId}?event=${SPA}`);
    expect(car.drivers.map(fullName)).toContain('Nyck de Vries');

    const laps = await json<LapResponse>(`/api/sessions/${spaSession}/teams/${entryId}/laps`);
    expect(laps.drivers.map(fullName)).toContain('Nyck de Vries');
    expect(laps.laps.filter((lap) => lap.driver_id === deVries.id).map((lap) => lap.driver_name)).toContain(
      'Nyck de Vries',
    );

    const page = await reportPageOf(deVries.id, number, 50);
    const report = await json<SessionReport>(`/api/sessions/${spaSession}/report?page=${page}`);
    const his = report.laps.filter(
      (lap) => lap.participant_number === number && lap.lastname?.endsWith('Vries'),
    );
    expect(his.length).toBeGreaterThan(0);
    for (const lap of his) expect(fullName(lap)).toBe('Nyck de Vries');

    // The ranking of the import, at its end and back in time at one of his laps.
    const ranking = await json<LiveFrame>(`/api/live?sessionId=${spaSession}`);
    const shown = new Set((await json<Driver[]>(`/api/drivers?event=${SPA}`)).map(fullName));
    for (const row of ranking.data)
      if (row.current_driver_name) expect(shown).toContain(row.current_driver_name);
    const driving = await sql<{ race_time_ms: number }>`
      SELECT race_time_ms FROM laps
      WHERE session_id = ${spaSession} AND number = ${number} AND driver_id = ${deVries.id}
      ORDER BY lap_number OFFSET 2 LIMIT 1
    `.execute(database.db);
    const at = driving.rows[0]?.race_time_ms;
    const past = await json<LiveFrame>(`/api/live?sessionId=${spaSession}&at=${at}`);
    expect(past.data.find((row) => row.participant_number === number)?.current_driver_name).toBe(
      'Nyck de Vries',
    );

    for (const table of ['stints', 'drive-times']) {
      const answer = await text(`/api/sessions/${spaSession}/${table}?entry=${entryId}`);
      expect(answer, table).toContain('Nyck de Vries');
      expect(answer, table).not.toContain('Nyck De Vries');
      const csv = await text(`/api/sessions/${spaSession}/${table}?entry=${entryId}&format=csv`);
      expect(csv, table).toContain('Nyck de Vries');
      expect(csv, table).not.toContain('Nyck De Vries');
    }
  });
});
