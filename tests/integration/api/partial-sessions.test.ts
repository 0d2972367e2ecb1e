import type {
  ClassificationResponse,
  LapResponse,
  RaceEventSummary,
  Session,
  SessionReport,
  SessionTrends,
  SessionWithHistory,
  TeamDetail,
} from '@lemans/contract';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { SessionIngestor } from '../../../services/ingest/src/ingest/session-ingestor.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { readRecording2025, seedCatalogueEntries } from '../../support/live-seed.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedApi, startApi } from './start-api.ts';

/**
 * The 2025 race followed live from 23:45:00 of race time only, as the local feed joined then leaves it: every
 * answer giving its figures says from when they run. Then the import of the race's first ten minutes: a
 * session followed from the start, which the event's pages prefer although the live one is newer and holds
 * more laps.
 */

const LE_MANS = '24-heures-du-mans-2025-06-14';
const LIVE = '202506141';
const IMPORT = 'import-0000beef';
/** #83, the winner (the catalogue and the timing share their ids). */
const FERRARI_83 = 16;
const JOINED_AT = (23 * 60 + 45) * 60_000;

let database: TestDatabase;
let redis: TestRedis;
let api: StartedApi;

async function json<T>(path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function totalLaps(sessionId: string): Promise<number> {
  const stats = await database.db
    .selectFrom('session_stats')
    .select('total_laps')
    .where('session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return stats.total_laps;
}

beforeAll(async () => {
  database = await createTestDatabase();
  redis = createTestRedis();
  await seedCatalogueEntries(database.db);
  await ingestRecording(database.db, await readRecording2025(), { fromMs: JOINED_AT });
  api = await startApi({
    db: database.db,
    databaseUrl: database.url,
    redisUrl: inject('redisUrl'),
    redisPrefix: redis.prefix,
  });
}, 300_000);

afterAll(async () => {
  await api?.close();
  await redis?.cleanup();
  await database?.drop();
});

describe('a session joined at 23:45:00', () => {
  it("gives #83's page its last laps only, saying they run from 23:45:00", async () => {
    const team = await json<TeamDetail>(`/api/teams/${FERRARI_83}`);
    expect(team.statistics).toMatchObject({ total_laps: 6, best_lap_time: 208_645 });
    expect(team.race_event?.reference_session).toEqual({
      id: LIVE,
      name: 'Course',
      kind: 'live',
      status: 'ended',
      partial: true,
      partial_since_ms: JOINED_AT,
    });
  });

  it('says so in the sessions and reports lists, the report, its trends and the laps of a car', async () => {
    const sessions = await json<Session[]>('/api/sessions');
    expect(sessions.map((session) => [session.id, session.partial_since_ms])).toEqual([[LIVE, JOINED_AT]]);
    const reports = await json<SessionWithHistory[]>('/api/sessions/with-history');
    expect(reports.map((session) => [session.id, session.partial_since_ms])).toEqual([[LIVE, JOINED_AT]]);
    const report = await json<SessionReport>(`/api/sessions/${LIVE}/report`);
    expect(report.session.partial_since_ms).toBe(JOINED_AT);
    const trends = await json<SessionTrends>(`/api/sessions/${LIVE}/report/trends`);
    expect(trends.session.partial_since_ms).toBe(JOINED_AT);
    const laps = await json<LapResponse>(`/api/sessions/${LIVE}/teams/${FERRARI_83}/laps`);
    expect(laps.session).toEqual({ id: LIVE, name: 'Course', partial_since_ms: JOINED_AT });
    expect(laps.total_laps).toBe(6);
  });

  it('classifies a car retired before the join with the laps it completed, not none', async () => {
    const body = await json<ClassificationResponse>(`/api/sessions/${LIVE}/classification`);
    const retired = body.classification.find((row) => row.participant_number === '28');
    expect(retired).toMatchObject({ status: 'DNF', laps: 308, position: null });
  });
});

describe('beside the import of the same race from its start', () => {
  beforeAll(async () => {
    const recording = await readRecording2025();
    // A file stopping at ten minutes: ended by its import, fewer laps than the live session.
    await ingestRecording(database.db, recording, { sessionId: IMPORT, untilMs: 10 * 60_000 });
    const ingestor = await SessionIngestor.load(database.db, IMPORT);
    await ingestor.end(database.db, new Date(recording.meta.startTimeMs + 10 * 60_000));
    // Older than the live session, as an import made before the race was followed would be.
    await database.db
      .updateTable('sessions')
      .set({ created_at: new Date('2025-06-01T00:00:00Z') })
      .where('id', '=', IMPORT)
      .execute();
  }, 300_000);

  it('takes the figures from the session followed from the start, though the joined one is newer and longer', async () => {
    expect(await totalLaps(LIVE)).toBeGreaterThan(await totalLaps(IMPORT));
    const events = await json<RaceEventSummary[]>('/api/race-events');
    expect(events.map((event) => [event.id, event.reference_session])).toEqual([
      [
        LE_MANS,
        {
          id: IMPORT,
          name: 'Course',
          kind: 'import',
          status: 'ended',
          partial: false,
          partial_since_ms: null,
        },
      ],
    ]);
    const team = await json<TeamDetail>(`/api/teams/${FERRARI_83}?event=${LE_MANS}`);
    expect(team.race_event?.reference_session?.id).toBe(IMPORT);
    expect(team.statistics.total_laps).toBe(await lapsOf83(IMPORT));
    const sessions = await json<Session[]>('/api/sessions');
    expect(sessions.map((session) => [session.id, session.partial_since_ms])).toEqual([
      [LIVE, JOINED_AT],
      [IMPORT, null],
    ]);
  });
});

async function lapsOf83(sessionId: string): Promise<number> {
  const { count } = await database.db
    .selectFrom('laps')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('session_id', '=', sessionId)
    .where('number', '=', '83')
    .executeTakeFirstOrThrow();
  return Number(count);
}
