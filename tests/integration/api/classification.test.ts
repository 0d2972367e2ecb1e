import { readFile } from 'node:fs/promises';
import { type ClassificationRow, parseClassificationCsv } from '@lemans/alkamel';
import type { ClassificationResponse, LiveFrame } from '@lemans/contract';
import { parse } from 'csv-parse/sync';
import { beforeAll, expect, it } from 'vitest';
import { RECORDED_RACE, RECORDED_RACE_SEED } from '../../e2e/support/recorded-race.ts';
import { importSpa2025 } from '../../support/imported-session.ts';
import { describeWithSharedData, sharedDataPath } from '../../support/shared-data.ts';
import { type ApiUnderTest, apiUnderTest } from './api-under-test.ts';
import { frenchErrorOf } from './french-error.ts';

/**
 * GET /api/sessions/:id/classification on the whole 2025 race run through ingest with its results file, at
 * the flag and at moments before it, and on the 6 Hours of Spa 2025 imported without one.
 */

let context: ApiUnderTest;
let spaSession = '';
let unnamedSpa = '';
let official: ClassificationRow[];

async function classification(path: string): Promise<ClassificationResponse> {
  const response = await context.api.get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as ClassificationResponse;
}

const car = (body: ClassificationResponse, number: string) =>
  body.classification.find((row) => row.participant_number === number);

describeWithSharedData('the classification endpoint', () => {
  context = apiUnderTest(
    {},
    {
      seed: RECORDED_RACE_SEED,
      prepare: async (database) => {
        spaSession = await importSpa2025(database.db);
        unnamedSpa = await importSpa2025(database.db, 'Manche belge', '2025-08-02');
      },
    },
  );

  beforeAll(async () => {
    const results = await readFile(sharedDataPath('classification/le-mans-results-1923-2026.csv'), 'utf8');
    official = parseClassificationCsv(results, 2025);
  });

  it('gives the official classification of Le Mans 2025 once its results are published', async () => {
    const body = await classification(`/api/sessions/${RECORDED_RACE}/classification`);
    expect(body).toMatchObject({ flagged: true, complete: true, official: true });
    expect(body.rules?.min_distance_share).toBe(0.7);
    const order = official.map((row) => row.number);
    expect(body.classification.map((row) => row.participant_number)).toEqual(order);
    for (const row of official) {
      expect(car(body, row.number)?.laps, row.number).toBe(row.laps);
      expect(car(body, row.number)?.status, row.number).toBe(row.status);
    }
    expect(car(body, '83')).toMatchObject({
      position: 1,
      class_position: 1,
      gap_laps: null,
      team: 'AF Corse',
    });
    expect(car(body, '6')).toMatchObject({ position: 2, gap_laps: 0, gap_ms: 14_084 });
    expect(car(body, '59')).toMatchObject({ status: 'NC', reason: 'Not running at race end', gap_laps: 73 });
    expect(car(body, '28')).toMatchObject({ status: 'DNF', position: null, gap_laps: 79 });
    expect(car(body, '50')).toMatchObject({ status: 'DSQ', gap_laps: null, gap_ms: null });
    expect(car(body, '50')?.reason).toMatch(/^Failed post race technical inspection/);
  });

  it('tells a car still on its last lap from one that took the flag, before the results', async () => {
    const body = await classification(`/api/sessions/${RECORDED_RACE}/classification?at=24:03:00`);
    expect(body).toMatchObject({ flagged: true, complete: false, official: false, at_race_ms: 86_580_000 });
    expect(car(body, '83')?.status).toBe('classified');
    expect(car(body, '6')).toMatchObject({ status: 'running', position: 2 });
    // #50, disqualified after the race, still 5th on the road: no spoiler.
    expect(car(body, '50')?.status).not.toBe('DSQ');
  });

  it('keeps retired cars with their laps behind the leader during the race', async () => {
    const body = await classification(`/api/sessions/${RECORDED_RACE}/classification?at=21:00:00`);
    expect(body).toMatchObject({ flagged: false, complete: false, official: false });
    const leader = body.classification[0] as ClassificationResponse['classification'][number];
    expect(car(body, '28')).toMatchObject({ status: 'DNF', gap_laps: leader.laps - 308, position: null });
    expect(body.classification.at(-1)?.status).toBe('DNF');
    const running = body.classification.filter((row) => row.status === 'running');
    expect(running.map((row) => row.position)).toEqual(running.map((_, index) => index + 1));
  });

  it('agrees with the ranking: every car out of the race is as many laps behind there, with no interval', async () => {
    const body = await classification(`/api/sessions/${RECORDED_RACE}/classification`);
    const response = await context.api.get(`/api/live?sessionId=${RECORDED_RACE}&at=24:10:00`);
    const frame = (await response.json()) as LiveFrame;
    expect(
      frame.data.filter((row) => !['Finished', 'Retired', 'Stopped', 'Disqualified'].includes(row.car_state)),
    ).toEqual([]);
    expect(frame.result_state).toBe('final');
    // The session's last moment, to its millisecond, is the final one too; the second before it is not.
    const last = (frame as LiveFrame & { last_race_time_ms: number }).last_race_time_ms;
    const atLast = (await (
      await context.api.get(`/api/live?sessionId=${RECORDED_RACE}&at=${last}`)
    ).json()) as LiveFrame;
    expect(atLast.result_state).toBe('final');
    const before = await context.api.get(
      `/api/live?sessionId=${RECORDED_RACE}&at=${Math.floor(last / 1000) * 1000}`,
    );
    expect(((await before.json()) as LiveFrame).result_state).toBe('provisional');
    const out = frame.data.filter((row) => row.car_state === 'Retired' || row.car_state === 'Stopped');
    expect(out).toHaveLength(13);
    for (const row of out) {
      expect(row.gap, row.participant_number).toBe(`${car(body, row.participant_number)?.gap_laps} Laps`);
      expect(row).toMatchObject({ interval: '', interval_time: null, class_interval: '' });
    }
  });

  it('writes the classification as a spreadsheet reads it', async () => {
    const response = await context.api.get(`/api/sessions/${RECORDED_RACE}/classification?format=csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="classement-${RECORDED_RACE}.csv"`,
    );
    const [headers = [], ...rows] = parse(await response.text(), { bom: true, delimiter: ';' }) as string[][];
    const cell = (row: string[], header: string) => row[headers.indexOf(header)];
    expect(rows).toHaveLength(62);
    const numbers = rows.map((row) => cell(row, 'N°'));
    expect(numbers).toContain('007');
    const of = (number: string) => rows[numbers.indexOf(number)] as string[];
    expect(cell(of('83'), 'Position')).toBe('1');
    expect(cell(of('6'), 'Écart sur le même tour (h:mm:ss.mmm)')).toBe('0:00:14.084');
    expect(cell(of('59'), 'Statut')).toBe('non classée');
    expect(cell(of('28'), 'Statut')).toBe('abandon');
    expect(cell(of('28'), 'Tours de retard')).toBe('79');
    expect(cell(of('50'), 'Statut')).toBe('disqualifiée');
  });

  it('classifies Spa from its timing alone, by the FIA WEC 2025 rule', async () => {
    const body = await classification(`/api/sessions/${spaSession}/classification`);
    expect(body).toMatchObject({ flagged: true, complete: true, official: false });
    expect(body.rules?.source).toMatch(/^Règlement sportif FIA WEC 2025/);
    expect(body.classification[0]).toMatchObject({ participant_number: '51', position: 1 });
    expect(body.classification.some((row) => row.status === 'running')).toBe(false);
    const classified = body.classification.filter((row) => row.status === 'classified');
    const winnerLaps = classified[0]?.laps ?? 0;
    for (const row of classified) expect(row.laps).toBeGreaterThanOrEqual(0.7 * winnerLaps);
    const unnamed = await classification(`/api/sessions/${unnamedSpa}/classification`);
    expect(unnamed.rules).toBeNull();
  });

  it('refuses a moment it cannot read, in French', async () => {
    const response = await context.api.get(`/api/sessions/${RECORDED_RACE}/classification?at=-5`);
    expect(response.status).toBe(400);
    expect(await frenchErrorOf(response)).toBe('« -5 » : une heure de course ne peut être négative');
  });
});
