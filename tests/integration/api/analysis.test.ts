import { readFile } from 'node:fs/promises';
import { type AnalysisLap, parseAnalysisCsv } from '@lemans/alkamel';
import type {
  BattlesResponse,
  DriveTimesResponse,
  PitStopsResponse,
  ProgressResponse,
  StintsResponse,
} from '@lemans/contract';
import { formatFullDuration, parseDuration } from '@lemans/contract/timing';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { RECORDED_RACE, RECORDED_RACE_SEED } from '../../e2e/support/recorded-race.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { importSpa2025, SPA_2025_CSV } from '../../support/imported-session.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { describeWithSharedData, sharedDataPath } from '../../support/shared-data.ts';
import { frenchErrorOf } from './french-error.ts';
import { type StartedApi, startApi } from './start-api.ts';

/**
 * The endurance analysis endpoints on the whole 2025 race run through ingest (stints, pit stops, drive
 * times and battles of every car, from the laps and events the pipeline stored), and on the 6 Hours of Spa
 * 2025 imported beside it: each session's figures are its own.
 */

const LE_MANS_CSV = 'alkamel/le-mans-2025-race-analysis.csv';
/** #83's entry id (the timing's). */
const FERRARI_83 = 16;
const HOUR = 3_600_000;

let database: TestDatabase;
let redis: TestRedis;
let api: StartedApi;
let spaSession = '';
/**
 * Spa imported again: on a day the calendar has no race (an event outside it, whose rules are unknown), and on
 * its own day under a name that does not say Spa (the calendar's race of that day, with its rules).
 */
let unnamedSpa = '';
let belgianRound = '';
let leMans: AnalysisLap[];
let spa: AnalysisLap[];

async function json<T>(path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function refused(path: string, status: number, message: string): Promise<void> {
  const response = await api.get(path);
  expect(response.status, path).toBe(status);
  expect(await frenchErrorOf(response), path).toBe(message);
}

/**
 * An export read back as a spreadsheet that takes quoted cells as text reads it: a quoted cell stays text,
 * an empty one is nothing, and any other must be a number (decimal comma), or the reading fails.
 */
function readExport(text: string): { headers: string[]; rows: (string | number | null)[][] } {
  const records: (string | number | null)[][] = parse(text, {
    bom: true,
    delimiter: ';',
    record_delimiter: '\r\n',
    cast: (value, context) => {
      if (context.quoting) return value;
      if (value === '') return null;
      const number = Number(value.replace(',', '.'));
      if (Number.isNaN(number)) throw new Error(`cellule non citée qui n'est pas un nombre : ${value}`);
      return number;
    },
  });
  const [headers = [], ...rows] = records;
  for (const header of headers) expect(typeof header).toBe('string');
  for (const row of rows) expect(row).toHaveLength(headers.length);
  return { headers: headers as string[], rows };
}

/**
 * Spa's drive times under the six-hour rules: every driver of a car that took the flag drove the 45 minutes;
 * #95 stopped for good after 68 laps, so that Gelael's 35 minutes break no rule: the minimum does not apply
 * to a car out of the classification.
 */
function expectNoMinimumForTheCarThatStopped(drives: DriveTimesResponse): void {
  expect(drives.drive_times.filter((drive) => drive.status === 'broken')).toEqual([]);
  const gelael = drives.drive_times.find((drive) => drive.driver_name.toUpperCase().includes('GELAEL'));
  expect(gelael).toMatchObject({ participant_number: '95', car_status: 'NC', status: 'not-applicable' });
  expect(gelael?.driving_ms).toBeLessThan(45 * 60_000);
}

async function entryIdOf(sessionId: string, number: string): Promise<number> {
  const entry = await database.db
    .selectFrom('entries')
    .select('entry_id')
    .where('session_id', '=', sessionId)
    .where('number', '=', number)
    .executeTakeFirstOrThrow();
  return entry.entry_id;
}

describeWithSharedData('endurance analysis endpoints', () => {
  beforeAll(async () => {
    database = await createTestDatabase(RECORDED_RACE_SEED);
    redis = createTestRedis();
    spaSession = await importSpa2025(database.db);
    unnamedSpa = await importSpa2025(database.db, 'Manche belge', '2025-08-02');
    belgianRound = await importSpa2025(database.db, 'Manche belge 2025');
    leMans = parseAnalysisCsv(await readFile(sharedDataPath(LE_MANS_CSV), 'utf8')).laps;
    spa = parseAnalysisCsv(await readFile(sharedDataPath(SPA_2025_CSV), 'utf8')).laps;
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

  it("gives #83's 32 stops, each at the lap the timing marks as ending in the pits", async () => {
    const body = await json<PitStopsResponse>(`/api/sessions/${RECORDED_RACE}/pit-stops?entry=${FERRARI_83}`);
    expect(body.session).toMatchObject({ id: RECORDED_RACE, ended: true });
    const marked = leMans.filter((lap) => lap.number === '83' && lap.pitIn).map((lap) => lap.lap);
    expect(body.pit_stops.map((stop) => stop.lap)).toEqual(marked);
    expect(body.pit_stops).toHaveLength(32);
    for (const stop of body.pit_stops) {
      expect(stop).toMatchObject({ participant_number: '83', entry_id: FERRARI_83, category: 'Hypercar' });
      expect(stop.driver_in_name).not.toBe('');
      if (stop.time_lost_ms !== null) {
        expect(stop.time_lost_ms).toBe(
          (stop.in_lap_ms as number) + (stop.out_lap_ms as number) - 2 * (stop.reference_lap_ms as number),
        );
      }
    }
    const changes = leMans.filter(
      (lap, index, laps) =>
        lap.number === '83' && lap.pitIn && laps[index + 1]?.driverNumber !== lap.driverNumber,
    );
    expect(body.pit_stops.filter((stop) => stop.driver_change)).toHaveLength(changes.length);
  });

  it.each([
    { race: 'Le Mans', timed: 1_896 },
    { race: 'Spa', timed: 258 },
  ])(
    'times every stop of $race as its Analysis file does (PIT_TIME), to the millisecond',
    async ({ race, timed }) => {
      const [sessionId, file] = race === 'Spa' ? [spaSession, spa] : [RECORDED_RACE, leMans];
      const outLapOf = new Map(file.map((lap) => [`${lap.number}#${lap.lap}`, lap]));
      const filed = new Map(
        file
          .filter((lap) => lap.pitIn)
          .map((lap) => [
            `${lap.number}#${lap.lap}`,
            outLapOf.get(`${lap.number}#${lap.lap + 1}`)?.pitTimeMs ?? null,
          ]),
      );
      const body = await json<PitStopsResponse>(`/api/sessions/${sessionId}/pit-stops`);
      const ours = new Map(
        body.pit_stops.map((stop) => [`${stop.participant_number}#${stop.lap}`, stop.pit_time_ms]),
      );
      expect(ours).toEqual(filed);
      expect([...ours.values()].filter((time) => time !== null)).toHaveLength(timed);
      for (const stop of body.pit_stops) {
        expect(stop.pit_time_precision_ms, 'exact, as the file').toBe(stop.pit_time_ms === null ? null : 0);
      }
      if (sessionId !== RECORDED_RACE) return;
      const totalOf = (number: string) =>
        body.pit_stops
          .filter((stop) => stop.participant_number === number)
          .reduce((sum, stop) => sum + (stop.pit_time_ms ?? 0), 0);
      expect(formatFullDuration(totalOf('6'))).toBe('0:42:06.870');
      expect(formatFullDuration(totalOf('43'))).toBe('0:53:58.265');
      const drives = await json<DriveTimesResponse>(`/api/sessions/${RECORDED_RACE}/drive-times`);
      const hanson = drives.drive_times.find((drive) => drive.driver_name.toUpperCase().includes('HANSON'));
      expect(formatFullDuration(hanson?.driving_ms as number)).toBe('6:38:35.313');
    },
  );

  it("gives #83's drivers their laps' sum, checked against the Le Mans 2025 rules", async () => {
    const body = await json<DriveTimesResponse>(
      `/api/sessions/${RECORDED_RACE}/drive-times?entry=${FERRARI_83}`,
    );
    expect(body.rules?.event).toBe('24 Heures du Mans 2025');
    const hours = Object.fromEntries(
      body.drive_times.map((drive) => [drive.driver_name, drive.total_ms / HOUR]),
    );
    expect(hours['Robert Kubica']).toBeCloseTo(10.302, 3);
    expect(hours['Yifei Ye']).toBeCloseTo(6.923, 3);
    expect(hours['Phil Hanson']).toBeCloseTo(6.823, 3);
    const laps = await database.db
      .selectFrom('laps')
      .select(['driver_id', 'lap_time_ms', 'timed'])
      .where('session_id', '=', RECORDED_RACE)
      .where('number', '=', '83')
      .execute();
    for (const drive of body.drive_times) {
      const own = laps.filter((lap) => lap.driver_id === drive.driver_id);
      expect(drive.total_ms).toBe(
        own.reduce((sum, lap) => sum + (lap.timed ? (lap.lap_time_ms ?? 0) : 0), 0),
      );
      expect(drive.checks.map((check) => check.rule)).toEqual(['max-total', 'max-in-window']);
      expect(drive.status).not.toBe('broken');
    }
  });

  it('concludes every check of the race once it is over: met, broken, not verifiable or not applicable', async () => {
    const drives = await json<DriveTimesResponse>(`/api/sessions/${RECORDED_RACE}/drive-times`);
    const statuses = new Set(
      drives.drive_times.flatMap((drive) => drive.checks.map((check) => check.status)),
    );
    expect([...statuses].sort()).toEqual(['met', 'not-applicable', 'unverifiable']);
    // A minimum is what a car must meet to be classified: it does not apply to a car out of the classification.
    const out = drives.drive_times.filter((drive) => ['DNF', 'NC', 'DSQ'].includes(drive.car_status));
    expect(new Set(out.map((drive) => drive.participant_number))).toContain('50');
    for (const drive of drives.drive_times) {
      const minimum = drive.checks.find((check) => check.rule === 'min-total');
      if (minimum) expect(minimum.status === 'not-applicable', drive.driver_name).toBe(out.includes(drive));
    }
    // The six hours Bronze and Silver drivers of LMP2 and LMGT3 owe: the timing does not say who they are.
    const unverifiable = drives.drive_times.filter((drive) => drive.status === 'unverifiable');
    const short = drives.drive_times.filter(
      (drive) => drive.category !== 'Hypercar' && drive.driving_ms < 6 * HOUR && !out.includes(drive),
    );
    expect(unverifiable).toEqual(short);
    // Of the 26 drivers of LMP2 and LMGT3 under six hours, 25 drove a car out of the classification.
    expect(unverifiable).toHaveLength(1);
    const outAndShort = out.filter((drive) => drive.category !== 'Hypercar' && drive.driving_ms < 6 * HOUR);
    expect(outAndShort).toHaveLength(25);
    for (const drive of unverifiable) {
      expect(drive.category).not.toBe('Hypercar');
      expect(drive.checks.find((check) => check.rule === 'min-total')).toMatchObject({
        status: 'unverifiable',
      });
      expect(drive.driving_ms).toBeLessThan(6 * HOUR);
    }
    const csv = await (await api.get(`/api/sessions/${RECORDED_RACE}/drive-times?format=csv`)).text();
    const cells = readExport(csv).rows.map((row) => row.at(-1));
    expect(new Set(cells)).toEqual(
      new Set([
        'respectée',
        'non vérifiable (classement FIA des pilotes inconnu)',
        'non applicable (voiture abandonnée)',
        'non applicable (voiture non classée)',
      ]),
    );
  });

  it("partitions every car's laps into its stints, the whole race's 20,182 laps", async () => {
    const body = await json<StintsResponse>(`/api/sessions/${RECORDED_RACE}/stints`);
    expect(body.stints.reduce((sum, stint) => sum + stint.laps, 0)).toBe(20_182);
    const ferrari = body.stints.filter((stint) => stint.participant_number === '83');
    expect(ferrari).toHaveLength(33);
    expect(ferrari[0]).toMatchObject({ stint_number: 1, first_lap: 1, start_race_ms: 0 });
    expect(ferrari.at(-1)).toMatchObject({ stint_number: 33, last_lap: 387 });
    for (let index = 1; index < ferrari.length; index++) {
      expect(ferrari[index]?.first_lap).toBe((ferrari[index - 1]?.last_lap as number) + 1);
      expect(ferrari[index]?.start_race_ms).toBe(ferrari[index - 1]?.end_race_ms);
    }
    for (const stint of ferrari) {
      expect(stint.driver_name).not.toBe('');
      if (stint.best_lap_ms !== null)
        expect(stint.best_lap_ms).toBeLessThanOrEqual(stint.median_lap_ms as number);
    }
  });

  it('follows the fight for the win in the last hour: #6 behind #83, #51 behind #6', async () => {
    const finish = Math.max(...leMans.filter((lap) => lap.number === '83').map((lap) => lap.elapsedMs));
    const close = await json<BattlesResponse>(
      `/api/sessions/${RECORDED_RACE}/battles?at=${finish + 60_000}&threshold=17`,
    );
    expect(close.threshold_ms).toBe(17_000);
    const leaders = close.battles.filter((battle) => battle.category === 'Hypercar' && battle.position <= 2);
    expect(
      leaders.map((battle) => [
        battle.ahead_participant_number,
        battle.participant_number,
        battle.gap_ms,
        battle.since_lap,
      ]),
    ).toEqual([
      ['83', '6', 14_084, 377],
      ['6', '51', 14_403, 380],
    ]);
    // Within the default 2 s, never in the last hour.
    for (let at = finish - HOUR; at <= finish; at += 5 * 60_000) {
      const body = await json<BattlesResponse>(`/api/sessions/${RECORDED_RACE}/battles?at=${at}`);
      expect(body.threshold_ms).toBe(2000);
      const among = body.battles.filter(
        (battle) =>
          ['83', '6', '51'].includes(battle.participant_number) &&
          ['83', '6', '51'].includes(battle.ahead_participant_number),
      );
      expect(among).toEqual([]);
    }
  });

  it("charts up to five cars lap by lap in their class, the winner's rivals measured to it", async () => {
    const [porsche, ferrari51] = [await entryIdOf(RECORDED_RACE, '6'), await entryIdOf(RECORDED_RACE, '51')];
    const body = await json<ProgressResponse>(
      `/api/sessions/${RECORDED_RACE}/progress?entries=${FERRARI_83},${porsche},${ferrari51}`,
    );
    expect(body.cars.map((car) => car.participant_number)).toEqual(['83', '6', '51']);
    expect(body.cars.map((car) => car.laps.at(-1)?.class_position)).toEqual([1, 2, 3]);
    expect(body.cars[1]?.laps.at(-1)).toMatchObject({
      class_gap_ms: 14_084,
      class_gap_laps: 0,
      interval_ms: 14_084,
    });
    expect(body.cars[0]?.laps.map((lap) => lap.lap)).toEqual(
      Array.from({ length: 387 }, (_, index) => index + 1),
    );
    await refused(
      `/api/sessions/${RECORDED_RACE}/progress?entries=1,2,3,4,5,6`,
      400,
      "Choisissez de 1 à 5 voitures (identifiants d'engagés séparés par des virgules)",
    );
    await refused(
      `/api/sessions/${RECORDED_RACE}/progress`,
      400,
      "Choisissez de 1 à 5 voitures (identifiants d'engagés séparés par des virgules)",
    );
    await refused(
      `/api/sessions/${RECORDED_RACE}/progress?entries=999999`,
      404,
      'Équipe introuvable dans cette session',
    );
  });

  it('answers each table as a French CSV file, safe for a spreadsheet', async () => {
    const response = await api.get(`/api/sessions/${RECORDED_RACE}/stints?entry=${FERRARI_83}&format=csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="relais-${RECORDED_RACE}.csv"`,
    );
    const text = await response.text();
    expect(text.replace(/^\uFEFF/, '')).toMatch(/^"N°";"Engagé \(id\)";"Équipe";"Catégorie";"Relais";/);
    expect(readExport(text).rows).toHaveLength(33);
  });

  it.each(['stints', 'pit-stops', 'drive-times', 'battles', 'battles?over=race'])(
    'writes %s as a spreadsheet reads it back: numbers, ids and times as text, each time twice',
    async (table) => {
      const glue = table.includes('?') ? '&' : '?';
      const response = await api.get(`/api/sessions/${RECORDED_RACE}/${table}${glue}format=csv`);
      expect(response.status).toBe(200);
      const { headers, rows } = readExport(await response.text());
      expect(new Set(headers).size, 'one meaning per header').toBe(headers.length);
      expect(rows.length).toBeGreaterThan(0);
      const column = (header: string) => {
        const index = headers.indexOf(header);
        expect(index, header).toBeGreaterThanOrEqual(0);
        return rows.map((row) => row[index]);
      };
      for (const number of column('N°')) expect(typeof number).toBe('string');
      if (!table.startsWith('battles'))
        expect(column('N°')).toEqual(expect.arrayContaining(['007', '009', '7']));
      for (const header of headers.filter((name) => name.endsWith('(id)'))) {
        for (const id of column(header)) expect(id === null || /^\d+$/.test(String(id)), header).toBe(true);
      }
      const msHeaders = headers.filter((header) => /\(ms( de course)?\)$/.test(header));
      expect(msHeaders.length).toBeGreaterThan(0);
      for (const msHeader of msHeaders) {
        const texts = column(msHeader.replace('(ms', '(h:mm:ss.mmm'));
        const times = column(msHeader);
        for (const [row, ms] of times.entries()) {
          const text = texts[row];
          if (ms === null) {
            expect(text, msHeader).toBeNull();
            continue;
          }
          expect(typeof ms, msHeader).toBe('number');
          expect(String(text), msHeader).toMatch(/^-?\d+:\d{2}:\d{2}\.\d{3}$/);
          const sign = String(text).startsWith('-') ? -1 : 1;
          expect(sign * (parseDuration(String(text).replace('-', '')) as number), msHeader).toBe(
            Math.round(ms as number),
          );
        }
      }
    },
  );

  it('keeps Spa apart: its own laps, stops and the six-hour rules', async () => {
    const ferrari = await entryIdOf(spaSession, '51');
    const stops = await json<PitStopsResponse>(`/api/sessions/${spaSession}/pit-stops?entry=${ferrari}`);
    expect(stops.pit_stops.map((stop) => stop.lap)).toEqual([25, 36, 63, 80, 94, 122, 144]);
    const stints = await json<StintsResponse>(`/api/sessions/${spaSession}/stints`);
    expect(stints.stints.reduce((sum, stint) => sum + stint.laps, 0)).toBe(spa.length);
    const drives = await json<DriveTimesResponse>(`/api/sessions/${spaSession}/drive-times`);
    expect(drives.rules?.event).toBe('FIA WEC 2025, course de 6 heures');
    expect(drives.drive_times).toHaveLength(96);
    expectNoMinimumForTheCarThatStopped(drives);
    const winners = drives.drive_times.filter((drive) => drive.participant_number === '51');
    expect(winners.reduce((sum, drive) => sum + drive.total_ms, 0)).toBe(21_667_299);
  });

  it('says no rules are known for an event outside the calendar, never « conforme »', async () => {
    const drives = await json<DriveTimesResponse>(`/api/sessions/${unnamedSpa}/drive-times`);
    expect(drives.rules).toBeNull();
    expect(drives.drive_times).toHaveLength(96);
    expect(new Set(drives.drive_times.map((drive) => drive.status))).toEqual(new Set(['unknown']));
    expect(drives.drive_times.every((drive) => drive.checks.length === 0)).toBe(true);
    // Gelael's 35 minutes, short of the six-hour races' 45, are given without a verdict.
    const gelael = drives.drive_times.find((drive) => drive.driver_name.toUpperCase().includes('GELAEL'));
    expect(gelael?.driving_ms).toBeLessThan(45 * 60_000);
    expect(gelael?.status).toBe('unknown');

    const response = await api.get(`/api/sessions/${unnamedSpa}/drive-times?format=csv`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const { headers, rows } = readExport(text);
    expect(headers.at(-1)).toBe('Statut');
    expect(new Set(rows.map((row) => row.at(-1)))).toEqual(new Set(['aucune règle connue']));
    expect(text).not.toContain('conforme');
  });

  it('gives the calendar’s six-hour race of that day the six-hour rules whatever its name', async () => {
    const drives = await json<DriveTimesResponse>(`/api/sessions/${belgianRound}/drive-times`);
    expect(drives.rules?.event).toBe('FIA WEC 2025, course de 6 heures');
    expectNoMinimumForTheCarThatStopped(drives);
  });

  it('refuses what names nothing or cannot be read, in French', async () => {
    const base = `/api/sessions/${RECORDED_RACE}`;
    await refused(`${base}/stints?entry=abc`, 400, "Identifiant d'équipe invalide");
    await refused(`${base}/stints?entry=1&entry=2`, 400, "Identifiant d'équipe invalide");
    await refused(`${base}/pit-stops?entry=999999`, 404, 'Équipe introuvable dans cette session');
    await refused('/api/sessions/nope/drive-times', 404, 'Session introuvable');
    await refused('/api/sessions/n%20o/stints', 400, 'Identifiant de session invalide');
    await refused(`${base}/stints?format=xml`, 400, 'Format inconnu : csv ou json');
    await refused(
      `${base}/battles?threshold=0`,
      400,
      "« 0 » n'est pas un seuil valide (secondes, de 0,1 à 60)",
    );
    await refused(
      `${base}/battles?threshold=61`,
      400,
      "« 61 » n'est pas un seuil valide (secondes, de 0,1 à 60)",
    );
    await refused(`${base}/battles?at=-5`, 400, '« -5 » : une heure de course ne peut être négative');
    await refused(`${base}/battles?over=week`, 400, 'Paramètre over inconnu : race');
  });
});
