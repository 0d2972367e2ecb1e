import { readFile } from 'node:fs/promises';
import { parseAnalysisCsv } from '@lemans/alkamel';
import type { Driver, DriverDetail, RaceEventSummary, TeamDetail } from '@lemans/contract';
import { DAY_MS } from '@lemans/contract/timing';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { importSpa2025, importWhole, SPA_2025_CSV } from '../../support/imported-session.ts';
import { readRecording2025, seedCatalogueEntries } from '../../support/live-seed.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { describeWithSharedData, sharedDataPath } from '../../support/shared-data.ts';
import { tinyRecording } from '../feed/tiny-recording.ts';
import { type StartedApi, startApi } from './start-api.ts';

/**
 * Two events in one database, as an operator leaves it after a season: Le Mans 2025 imported whole, its
 * live session joined late and still running, a replay of it, and the 6 Hours of Spa 2025 imported, with the
 * same teams, numbers and drivers. Every race page answers its own event's figures, from its reference
 * session, and nothing crosses from one event to the other.
 */

const LE_MANS = '24-heures-du-mans-2025-06-14';
const SPA = '6-heures-de-spa-francorchamps-2025-05-10';
const HOUR = 3_600_000;
/** #83 and #50 at Le Mans (the catalogue and the timing share their ids). */
const FERRARI_83 = 16;
const FERRARI_50 = 14;
const BOURDAIS_LE_MANS = 38;

let database: TestDatabase;
let redis: TestRedis;
let api: StartedApi;
let importSession = '';
let spaFile: ReturnType<typeof parseAnalysisCsv>;

async function json<T>(path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

describeWithSharedData('race events', () => {
  beforeAll(async () => {
    database = await createTestDatabase();
    redis = createTestRedis();
    await seedCatalogueEntries(database.db);
    const leMans = await readRecording2025();
    importSession = await importWhole(database.db, leMans);
    // The live session, joined at 20 h and still running at 21 h: fewer laps than the import.
    await ingestRecording(database.db, leMans, { fromMs: 20 * HOUR, untilMs: 21 * HOUR });
    await ingestRecording(database.db, leMans, {
      sessionId: 'replay-0000abcd',
      replay: true,
      untilMs: 2 * HOUR,
    });
    await importSpa2025(database.db);
    // A third event, followed live from its fifth minute only: its figures are partial.
    const tiny = tinyRecording();
    const joinedLate = {
      ...tiny,
      meta: { ...tiny.meta, startTimeMs: tiny.meta.startTimeMs - 60 * DAY_MS },
    };
    await ingestRecording(database.db, joinedLate, { sessionId: 'essai-4242', fromMs: 5 * 60_000 });
    spaFile = parseAnalysisCsv(await readFile(sharedDataPath(SPA_2025_CSV), 'utf8'));
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

  /** What the Spa file says of a car: its laps and its best timed lap. */
  function spaFigures(number: string) {
    const laps = spaFile.laps.filter((lap) => lap.number === number);
    const times = laps
      .map((lap) => lap.lapTimeMs)
      .filter((time): time is number => time !== null && time > 0);
    return { laps: Math.max(...laps.map((lap) => lap.lap)), best: Math.min(...times) };
  }

  it('lists both events, Le Mans current, each with its reference session that is never a replay', async () => {
    const events = await json<RaceEventSummary[]>('/api/race-events');
    expect(events.map((event) => [event.id, event.name, event.date, event.current])).toEqual([
      [LE_MANS, '24 Heures du Mans 2025', '2025-06-14', true],
      [SPA, '6 Heures de Spa-Francorchamps 2025', '2025-05-10', false],
      ['essai-du-flux-2025-04-15', 'Essai du flux', '2025-04-15', false],
    ]);
    expect(events[0]).toMatchObject({
      session_count: 3,
      reference_session: { id: importSession, kind: 'import', status: 'ended', partial: false },
    });
    expect(events[1]?.reference_session).toMatchObject({ kind: 'import', partial: false });
    expect(events[2]?.reference_session).toMatchObject({
      id: 'essai-4242',
      kind: 'live',
      status: 'ended',
      partial: true,
      partial_since_ms: 5 * 60_000,
    });
  });

  it("answers #83's Le Mans figures from the whole import, never a sum with the live session or the replay", async () => {
    const team = await json<TeamDetail>(`/api/teams/${FERRARI_83}`);
    expect(team.number).toBe('83');
    expect(team.statistics).toMatchObject({ total_laps: 387, best_lap_time: 206_562, total_sessions: 2 });
    expect(team.session_history.map((row) => row.session_id).sort()).toEqual(
      [importSession, '202506141'].sort(),
    );
    expect(team.race_event).toMatchObject({ id: LE_MANS, reference_session: { id: importSession } });
    const best = await database.db
      .selectFrom('laps')
      .select('lap_number')
      .where('session_id', '=', importSession)
      .where('number', '=', '83')
      .where('lap_time_ms', '=', 206_562)
      .executeTakeFirstOrThrow();
    expect(best.lap_number).toBe(268);
    const spa83 = team.race_event?.elsewhere.find((other) => other.event_id === SPA);
    expect(spa83).toBeDefined();

    const atSpa = await json<TeamDetail>(`/api/teams/${spa83?.id}?event=${SPA}`);
    const expected = spaFigures('83');
    expect(atSpa).toMatchObject({ number: '83', race_event: { id: SPA } });
    expect(atSpa.statistics).toMatchObject({
      total_laps: expected.laps,
      best_lap_time: expected.best,
      total_sessions: 1,
    });
    // Newest day first: Le Mans, then the small race where an #83 ran too (its first car there).
    expect(atSpa.race_event?.elsewhere.map((other) => [other.event_id, other.id])).toEqual([
      [LE_MANS, FERRARI_83],
      ['essai-du-flux-2025-04-15', 1],
    ]);
  });

  it('gives disqualified #50 no best position', async () => {
    const team = await json<TeamDetail>(`/api/teams/${FERRARI_50}`);
    expect(team.number).toBe('50');
    expect(team.statistics).toMatchObject({ best_position: null, total_laps: 387 });
    const winner = await json<TeamDetail>(`/api/teams/${FERRARI_83}`);
    expect(winner.statistics.best_position).toBe(1);
  });

  it("answers Bourdais's own best at each event, one person followed from one to the other", async () => {
    const leMans = await json<DriverDetail>(`/api/drivers/${BOURDAIS_LE_MANS}`);
    expect(leMans.lastname).toBe('Bourdais');
    expect(leMans.statistics.best_lap_time).toBe(206_063);
    const spa = leMans.race_event?.elsewhere.find((other) => other.event_id === SPA);
    expect(spa).toBeDefined();
    const atSpa = await json<DriverDetail>(`/api/drivers/${spa?.id}?event=${SPA}`);
    expect(atSpa.lastname).toBe('Bourdais');
    expect(atSpa.statistics.best_lap_time).toBe(125_243);
    expect(atSpa.entries.map((entry) => entry.participant_number)).toEqual(['38']);
  });

  it("credits no driver with a car of another event, and lists each event's own entries", async () => {
    const spaNumbers = new Set(spaFile.laps.map((lap) => lap.number));
    const spaDrivers = await json<Driver[]>(`/api/drivers?event=${SPA}`);
    expect(spaDrivers.length).toBe(96);
    for (const driver of spaDrivers) {
      for (const entry of driver.entries) expect(spaNumbers.has(entry.participant_number)).toBe(true);
    }
    const spaEntries = await json<{ number: string; team_name: string; car_name: string }[]>(
      `/api/entries?event=${SPA}`,
    );
    expect(spaEntries.length).toBe(36);
    expect(spaEntries.find((entry) => entry.number === '38')).toMatchObject({
      team_name: expect.stringContaining('JOTA'),
      car_name: expect.any(String),
    });
    const leMansEntries = await json<{ number: string }[]>('/api/entries');
    expect(leMansEntries.length).toBeGreaterThanOrEqual(62);
  });

  it('refuses an unknown or malformed event for itself alone', async () => {
    expect((await api.get('/api/teams/16?event=24-heures-du-mans-1923-05-26')).status).toBe(404);
    expect((await api.get('/api/teams/16?event=%27%3B')).status).toBe(400);
    expect((await api.get('/api/entries?event=nope')).status).toBe(404);
    expect((await api.get('/api/race-events')).status).toBe(200);
  });
});
