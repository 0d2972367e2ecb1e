import type { NewEvent } from '@lemans/platform';
import type { LapRecording } from '@lemans/race';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { feedSnapshotAt, readRecording2025, seedSession } from '../../support/live-seed.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedApi, startApi } from './start-api.ts';

const RACE = 'lemans-2025-race';
const IMPORT = 'import-0a1b2c3d';
const day = (hours: number) => new Date(Date.UTC(2025, 5, 14, hours));

let recording: LapRecording;
let database: TestDatabase;
let redis: TestRedis;
let api: StartedApi;

beforeAll(async () => {
  recording = await readRecording2025();
  database = await createTestDatabase();
  redis = createTestRedis();
  const snapshot = feedSnapshotAt(recording, 6 * 3_600_000);
  const as = (type: string, name: string) => ({ ...snapshot, session: { ...snapshot.session, type, name } });
  await seedSession(database.db, 'fp3', as('Free Practice 3', 'Essais libres 3'), {
    createdAt: day(1),
    active: false,
    status: 'ended',
  });
  await seedSession(database.db, 'hyperpole', as('Hyperpole', 'Hyperpole'), {
    createdAt: day(3),
    active: false,
    status: 'ended',
  });
  await seedSession(database.db, 'warmup', as('Warm Up', 'Warm-up'), { createdAt: day(9), active: false });
  await seedSession(database.db, RACE, snapshot, { createdAt: day(14) });
  await seedSession(database.db, IMPORT, as('Race', 'Import — 24 Heures du Mans 2025 — Course'), {
    createdAt: day(0),
    active: false,
    status: 'ended',
  });
  api = await startApi({
    db: database.db,
    databaseUrl: database.url,
    redisUrl: inject('redisUrl'),
    redisPrefix: redis.prefix,
  });
});

afterAll(async () => {
  await api?.close();
  await redis.cleanup();
  await database.drop();
});

describe('GET /api/sessions', () => {
  it('lists every session newest first, with its type in lower case', async () => {
    const response = await api.get('/api/sessions');
    expect(response.status).toBe(200);
    const sessions = (await response.json()) as Record<string, unknown>[];
    expect(sessions.map((session) => [session.id, session.session_type])).toEqual([
      [RACE, 'race'],
      ['warmup', 'warmup'],
      ['hyperpole', 'qualifying'],
      ['fp3', 'practice'],
      [IMPORT, 'race'],
    ]);
    expect(sessions[0]).toEqual({
      id: RACE,
      name: 'Course',
      session_type: 'race',
      active: true,
      status: 'active',
      is_replay: false,
      created_at: day(14).toISOString(),
      // The race's own start, which the pages date it by (not the moment it was stored).
      start_time: new Date(recording.meta.startTimeMs).toISOString(),
      data_count: expect.any(Number),
      event_name: '24 Heures du Mans 2025',
      kind: 'live',
      renamed: false,
      // Seeded without events nor laps: nothing says it was joined after the start.
      partial_since_ms: null,
      // Its event's, in which the pages read its start.
      time_zone: 'Europe/Paris',
    });
    expect(sessions[0]?.data_count).toBeGreaterThan(0);
    expect(sessions[3]).toMatchObject({ active: false, status: 'ended', name: 'Essais libres 3' });
  });

  it('says what names each session on the pages: its event and its kind', async () => {
    const sessions = (await (await api.get('/api/sessions')).json()) as Record<string, unknown>[];
    expect(sessions.map((session) => [session.id, session.event_name, session.kind])).toEqual([
      [RACE, '24 Heures du Mans 2025', 'live'],
      ['warmup', '24 Heures du Mans 2025', 'live'],
      ['hyperpole', '24 Heures du Mans 2025', 'live'],
      ['fp3', '24 Heures du Mans 2025', 'live'],
      [IMPORT, '24 Heures du Mans 2025', 'import'],
    ]);
    const playing = (await (await api.get('/api/live/sessions')).json()) as { sessions: unknown[] };
    expect(playing.sessions).toEqual([
      expect.objectContaining({
        session_id: RACE,
        session_name: 'Course',
        session_type: 'race',
        event_name: '24 Heures du Mans 2025',
        kind: 'live',
        renamed: false,
        current: true,
      }),
    ]);
  });
});

describe('GET /api/live-alerts', () => {
  beforeAll(async () => {
    // Each report event derives from a domain event: they share its position.
    const seed = async (
      session: string,
      type: NewEvent['type'],
      data: NewEvent['data'],
      report: { event_type: string; number?: string; lap?: number; description: string; raceTimeMs: number },
    ) => {
      const { global_position } = await database.db
        .insertInto('events')
        .values({
          stream_id: `session-${session}`,
          stream_position: report.raceTimeMs,
          type,
          data,
        })
        .returning('global_position')
        .executeTakeFirstOrThrow();
      await database.db
        .insertInto('report_events')
        .values({
          event_position: global_position,
          session_id: session,
          event_type: report.event_type,
          number: report.number ?? null,
          lap_number: report.lap ?? null,
          description: report.description,
          race_time_ms: report.raceTimeMs,
          occurred_at: new Date(day(14).getTime() + report.raceTimeMs),
        })
        .execute();
    };
    for (let index = 0; index < 20; index++) {
      await seed(
        RACE,
        'PitEntered',
        { number: '83', lap: index, stop: index, driverId: null },
        {
          event_type: 'pitstop',
          number: '83',
          lap: index,
          description: 'Arrêt au stand',
          raceTimeMs: 1000 + index,
        },
      );
    }
    for (let index = 0; index < 18; index++) {
      const to = index % 2 === 0 ? 'fcy' : 'green';
      await seed(
        RACE,
        'RaceStateChanged',
        { from: null, to, flag: to === 'fcy' ? 'FCY' : 'Grn' },
        { event_type: 'race_state', description: '', raceTimeMs: 10_000 + index * 1000 },
      );
    }
    await seed(
      RACE,
      'RaceStateChanged',
      { from: 'green', to: 'safety', flag: 'SC' },
      { event_type: 'safety_car', lap: 120, description: 'Voiture de sécurité en piste', raceTimeMs: 40_000 },
    );
    await seed(
      RACE,
      'RaceStateChanged',
      { from: 'safety', to: 'red', flag: 'Red' },
      { event_type: 'race_state', description: '', raceTimeMs: 50_000 },
    );
    await seed(
      RACE,
      'CarStateChanged',
      { number: '009', lap: 201, from: 'Running', to: 'Retired' },
      { event_type: 'dnf', number: '009', lap: 201, description: '', raceTimeMs: 60_000 },
    );
    await seed(
      'hyperpole',
      'RaceStateChanged',
      { from: 'green', to: 'red', flag: 'Red' },
      { event_type: 'race_state', description: 'Drapeau rouge en Hyperpole', raceTimeMs: 500 },
    );
  });

  it("gives the current session's race-control alerts, newest first, at most 20, as codes and in French", async () => {
    const response = await api.get('/api/live-alerts');
    expect(response.status).toBe(200);
    const alerts = (await response.json()) as Record<string, unknown>[];
    expect(alerts).toHaveLength(20);
    expect(alerts.map((alert) => alert.type)).not.toContain('pitstop');
    expect(alerts[0]).toEqual({
      id: expect.any(Number),
      type: 'dnf',
      level: 'warning',
      title: 'Abandon',
      // No description stored: the French wording of its code, read from its domain event.
      message: '#009 : abandon (tour 201)',
      code: 'car.dnf',
      values: { car: '009', lap: 201 },
      session_id: RACE,
      participant_number: '009',
      lap_number: 201,
      race_time: 60_000,
      created_at: new Date(day(14).getTime() + 60_000).toISOString(),
    });
    expect(alerts[1]).toMatchObject({
      type: 'race_state',
      level: 'danger',
      title: 'Drapeau rouge',
      message: 'Drapeau rouge : course interrompue',
      code: 'race_state.red',
      values: {},
    });
    expect(alerts[2]).toMatchObject({
      type: 'safety_car',
      level: 'warning',
      title: 'Voiture de sécurité',
      message: 'Voiture de sécurité en piste',
      code: 'race_state.safety',
      lap_number: 120,
    });
    expect(alerts[3]).toMatchObject({
      level: 'info',
      title: 'Drapeau vert',
      message: 'Drapeau vert : reprise de la course',
      code: 'race_state.green',
    });
    expect(alerts[4]).toMatchObject({
      level: 'warning',
      title: 'Full Course Yellow',
      code: 'race_state.fcy',
    });
    const ids = alerts.map((alert) => alert.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it("gives a named session's alerts", async () => {
    const alerts = (await (await api.get('/api/live-alerts?sessionId=hyperpole')).json()) as unknown[];
    expect(alerts).toEqual([
      expect.objectContaining({
        session_id: 'hyperpole',
        level: 'danger',
        // The description stored is its message; the code is read from its domain event.
        message: 'Drapeau rouge en Hyperpole',
        code: 'race_state.red',
        participant_number: null,
      }),
    ]);
  });

  it('gives an empty list for a session without alerts, 404 for an unknown one', async () => {
    expect(await (await api.get('/api/live-alerts?sessionId=fp3')).json()).toEqual([]);
    const unknown = await api.get('/api/live-alerts?sessionId=inconnue');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Session introuvable', code: 'request.not_found' });
  });
});
