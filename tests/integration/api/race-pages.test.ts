import { frenchMessageOf, type SessionReport } from '@lemans/contract';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RACE_PAGE_SHARED_CACHE, racePageCacheOf } from '../../../services/api/src/http/shared-cache.ts';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { readRecording2025, seedCatalogueEntries } from '../../support/live-seed.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedApi, startApi } from './start-api.ts';

/** Team, driver, car, laps, reports and replays pages on the whole 2025 race ingested as live. */

const SESSION = '202506141';
/** #83, the winning Ferrari, and its first driver (the catalogue and the timing share their ids). */
const FERRARI = 16;
const KUBICA = 46;

let database: TestDatabase;
let redis: TestRedis;
let api: StartedApi;

beforeAll(async () => {
  database = await createTestDatabase();
  redis = createTestRedis();
  await seedCatalogueEntries(database.db);
  await ingestRecording(database.db, await readRecording2025());
  await database.db
    .insertInto('streams')
    .values([
      {
        team_number: '83',
        team_name: 'AF Corse',
        stream_url: 'https://v.example/83',
        status: 'replay',
        is_active: true,
      },
      { team_number: '6', team_name: 'Porsche', stream_url: 'https://v.example/6', status: 'replay' },
      {
        team_number: '51',
        team_name: 'AF Corse',
        stream_url: 'https://v.example/51',
        status: 'live',
        is_active: true,
      },
    ])
    .execute();
  api = await startApi({
    db: database.db,
    databaseUrl: database.url,
    redisUrl: inject('redisUrl'),
    redisPrefix: redis.prefix,
  });
}, 300_000);

afterAll(async () => {
  await api?.close();
  await redis.cleanup();
  await database.drop();
});

async function json<T>(path: string): Promise<T> {
  const response = await api.get(path);
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** What the projections say of #83, to check the pages against. */
async function ferrariLaps() {
  return database.db
    .selectFrom('laps')
    .selectAll()
    .where('session_id', '=', SESSION)
    .where('number', '=', '83')
    .orderBy('lap_number')
    .execute();
}

type Json = Record<string, unknown>;

describe('GET /api/teams/:id', () => {
  it("gives #83 with its crew, statistics from the race's laps and its session", async () => {
    const team = await json<Json & { statistics: Json; session_history: Json[] }>(`/api/teams/${FERRARI}`);
    const laps = await ferrariLaps();
    const timed = laps
      .filter((lap) => lap.timed && (lap.lap_time_ms ?? 0) > 0)
      .map((lap) => lap.lap_time_ms ?? 0);
    expect(team).toMatchObject({
      id: FERRARI,
      number: '83',
      team_name: 'AF Corse',
      category_label: 'Hypercar',
    });
    expect((team.drivers as Json[]).map((driver) => driver.lastname)).toEqual(['Kubica', 'Ye', 'Hanson']);
    expect(team.statistics).toEqual({
      total_sessions: 1,
      best_position: 1,
      best_lap_time: 206_562,
      avg_lap_time: Math.round(timed.reduce((sum, time) => sum + time, 0) / timed.length),
      total_laps: 387,
      max_speed: expect.any(Number),
      best_sector1: expect.any(Number),
      best_sector2: expect.any(Number),
      best_sector3: expect.any(Number),
    });
    expect(team.session_history).toEqual([
      expect.objectContaining({
        session_id: SESSION,
        entry_id: FERRARI,
        session_type: 'race',
        lap_count: 387,
        position: 1,
        participant_number: '83',
        category_label: 'Hypercar',
        best_lap_time: Math.min(...timed),
        gap_time: 0,
      }),
    ]);
  });

  it('answers 404 for an unknown team, 400 for a malformed id', async () => {
    const unknown = await api.get('/api/teams/424242');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Équipe introuvable', code: 'request.not_found' });
    for (const id of ['abc', '0', '-3', '1.5', '9999999999']) {
      expect((await api.get(`/api/teams/${id}`)).status, id).toBe(400);
    }
  });
});

describe('GET /api/teams-autocomplete', () => {
  it('lists every car by number with its team and car', async () => {
    const choices = await json<Json[]>('/api/teams-autocomplete');
    expect(choices).toHaveLength(62);
    expect(choices.find((choice) => choice.team_number === '83')).toEqual({
      team_number: '83',
      team_name: 'AF Corse',
      car_name: 'Ferrari 499P',
    });
    const numbers = choices.map((choice) => Number.parseInt(choice.team_number as string, 10));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });
});

describe('GET /api/drivers and /api/drivers/:id', () => {
  it('lists every driver once with the team of their car', async () => {
    const drivers = await json<(Json & { team: Json })[]>('/api/drivers');
    expect(new Set(drivers.map((driver) => driver.id)).size).toBe(drivers.length);
    expect(drivers.find((driver) => driver.id === KUBICA)).toMatchObject({
      firstname: 'Robert',
      lastname: 'Kubica',
      country: 'PL',
      category: 'Hypercar',
      team: { team_name: 'AF Corse', team_number: '83', entry_id: FERRARI, car_name: 'Ferrari 499P' },
    });
  });

  it("gives Kubica's car, his own laps' statistics and his session", async () => {
    const driver = await json<Json & { statistics: Json; session_history: Json[]; entries: Json[] }>(
      `/api/drivers/${KUBICA}`,
    );
    const own = (await ferrariLaps()).filter((lap) => lap.driver_id === KUBICA);
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(387);
    expect(driver.entries).toEqual([expect.objectContaining({ id: FERRARI, participant_number: '83' })]);
    expect(own).toHaveLength(166);
    expect(driver.statistics).toMatchObject({
      total_sessions: 1,
      best_position: 1,
      total_laps: 166,
      best_lap_time: 206_562,
    });
    expect(driver.session_history).toEqual([
      expect.objectContaining({ session_id: SESSION, lap_count: own.length, position: 1 }),
    ]);
  });

  it('answers 404 for an unknown driver, 400 for a malformed id', async () => {
    const unknown = await api.get('/api/drivers/987654');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Pilote introuvable', code: 'request.not_found' });
    expect((await api.get('/api/drivers/x')).status).toBe(400);
  });
});

describe('GET /api/cars/:entryId', () => {
  it('gives the car, its crew and its evolution per session', async () => {
    const car = await json<Json & { performance_evolution: Json[]; drivers: Json[] }>(`/api/cars/${FERRARI}`);
    expect(car).toMatchObject({
      participant_number: '83',
      car_name: 'Ferrari 499P',
      category_color: '#DC2626',
      team_id: FERRARI,
      team_country: 'IT',
      statistics: { total_laps: 387, best_position: 1 },
    });
    expect(car.drivers[0]).toEqual({
      id: KUBICA,
      firstname: 'Robert',
      lastname: 'Kubica',
      picture_url: null,
      position: 1,
      country: 'PL',
    });
    expect(car.performance_evolution).toEqual([
      expect.objectContaining({ session_id: SESSION, data_points: 387, best_position_in_session: 1 }),
    ]);
    const unknown = await api.get('/api/cars/424242');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Voiture introuvable', code: 'request.not_found' });
  });

  it('gives each car one best position, the best it held, in its statistics and its evolution alike', async () => {
    const cars = await database.db
      .selectFrom('live_standings')
      .select(['entry_id', 'ranking', 'car_state'])
      .where('session_id', '=', SESSION)
      .execute();
    expect(cars).toHaveLength(62);
    let betterThanFinal = 0;
    for (const { entry_id, ranking, car_state } of cars) {
      const car = await json<{
        statistics: { best_position: number | null };
        performance_evolution: { session_id: string; best_position_in_session: number | null }[];
      }>(`/api/cars/${entry_id}`);
      const held = car.performance_evolution.find((point) => point.session_id === SESSION);
      const expected = car_state === 'Disqualified' ? null : (held?.best_position_in_session ?? null);
      expect(car.statistics.best_position, `engagé ${entry_id}`).toBe(expected);
      if (expected !== null && expected < ranking) betterThanFinal += 1;
    }
    // Cars that finished behind a place they held: the case where a final place would read as their best.
    expect(betterThanFinal).toBeGreaterThan(10);
  });
});

describe('GET /api/sessions/:sessionId/teams/:teamId/laps', () => {
  it("gives #83's 387 laps with its best lap, pit stops and driver changes flagged", async () => {
    const body = await json<Json & { laps: Json[]; drivers: Json[] }>(
      `/api/sessions/${SESSION}/teams/${FERRARI}/laps`,
    );
    const laps = await ferrariLaps();
    expect(body.session).toEqual({ id: SESSION, name: expect.any(String), partial_since_ms: null });
    expect(body.total_laps).toBe(387);
    expect(body.best_position).toBe(1);
    expect(body.drivers.map((driver) => driver.id)).toEqual([46, 47, 48]);
    expect(body.laps.map((lap) => lap.lap_number)).toEqual(laps.map((lap) => lap.lap_number));
    const best = body.laps.filter((lap) => lap.is_best_lap);
    expect(best).toHaveLength(1);
    expect(best[0]?.lap_time).toBe(body.best_lap_time);
    // Kubica's 3:26.562 on lap 268, the car's 32 stops and 9 driver changes, as the recording has them.
    expect(best[0]).toMatchObject({ lap_number: 268, lap_time: 206_562, driver_name: 'Robert Kubica' });
    expect(body.avg_lap_time).toBe(223_704);
    expect(body.laps.filter((lap) => lap.pitstop_flag)).toHaveLength(32);
    expect(body.laps.filter((lap) => lap.driver_change)).toHaveLength(9);
    expect(body.laps.filter((lap) => lap.pitstop_flag).length).toBe(laps.filter((lap) => lap.pit_in).length);
    expect(body.laps.filter((lap) => lap.pitstop_flag).length).toBeGreaterThanOrEqual(30);
    const changes = body.laps.filter((lap) => lap.driver_change);
    expect(changes.length).toBe(laps.filter((lap) => lap.driver_change).length);
    expect(changes.length).toBeGreaterThan(0);
    expect(Object.keys(body.laps[10] ?? {}).sort()).toEqual(
      [
        'driver_change',
        'driver_id',
        'driver_name',
        'driver_picture',
        'gap_to_leader',
        'is_best_lap',
        'lap_number',
        'lap_time',
        'pitstop_flag',
        'position',
        'sector1_time',
        'sector2_time',
        'sector3_time',
        'speed',
      ].sort(),
    );
    expect(body.laps.at(-1)).toMatchObject({ position: 1, lap_number: 387 });
  });

  it("gives one driver's laps only", async () => {
    const body = await json<Json & { laps: Json[] }>(
      `/api/sessions/${SESSION}/teams/${FERRARI}/drivers/${KUBICA}/laps`,
    );
    expect(body.laps.length).toBe(body.total_laps);
    expect(new Set(body.laps.map((lap) => lap.driver_name))).toEqual(new Set(['Robert Kubica']));
  });

  it('answers 404 in French for an unknown session, team or driver', async () => {
    const cases: [string, string][] = [
      [`/api/sessions/inconnue/teams/${FERRARI}/laps`, 'Session introuvable'],
      [`/api/sessions/${SESSION}/teams/424242/laps`, 'Équipe introuvable dans cette session'],
      [
        `/api/sessions/${SESSION}/teams/${FERRARI}/drivers/47000/laps`,
        'Pilote introuvable dans cette équipe',
      ],
    ];
    for (const [path, error] of cases) {
      const response = await api.get(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error, code: 'request.not_found' });
    }
  });
});

describe('GET /api/sessions/with-history and /api/sessions/:id/report', () => {
  it('lists the race with its laps, cars and fastest lap', async () => {
    const sessions = await json<Json[]>('/api/sessions/with-history');
    expect(sessions).toEqual([
      expect.objectContaining({
        id: SESSION,
        has_history: true,
        total_laps: 20_182,
        total_participants: 62,
        fastest_lap_time: 206_063,
        fastest_lap_driver_firstname: 'Sébastien',
        fastest_lap_driver_lastname: 'Bourdais',
        fastest_lap_team_number: '38',
        fastest_lap_team_name: 'Cadillac Hertz Team JOTA',
        time_zone: 'Europe/Paris',
        // What the pages name it by: « 24 Heures du Mans 2025 — Course ».
        event_name: '24 Heures du Mans 2025',
        kind: 'live',
        renamed: false,
      }),
    ]);
    expect(sessions[0]?.session_duration).toBeGreaterThan(86_000);
  });

  it('gives the statistics, a page of laps and the events', async () => {
    const first = await json<
      Json & { session: Json; laps: Json[]; events: Json[]; pagination: Json; statistics: Json }
    >(`/api/sessions/${SESSION}/report`);
    expect(first.statistics).toMatchObject({
      total_participants: 62,
      total_laps: 20_182,
      fastest_lap_time: 206_063,
    });
    expect(first.session).toMatchObject({
      event_name: '24 Heures du Mans 2025',
      kind: 'live',
      renamed: false,
    });
    expect(first.laps).toHaveLength(50);
    expect(first.pagination).toEqual({ page: 1, pageSize: 50, total: 20_182, totalPages: 404 });
    expect(first.events.filter((event) => event.event_type === 'safety_car')).toHaveLength(1);
    expect(
      first.events.filter((event) => event.event_type === 'pitstop' && event.participant_number === '83'),
    ).toHaveLength(32);
    const second = await json<Json & { laps: Json[] }>(`/api/sessions/${SESSION}/report?page=2&pageSize=20`);
    expect(second.laps).toHaveLength(20);
    expect(second.laps[0]).toEqual(first.laps[20]);
    const last = await json<Json & { laps: Json[] }>(`/api/sessions/${SESSION}/report?page=404`);
    expect(last.laps).toHaveLength(20_182 - 403 * 50);
  });

  it('gives each event its code and values, read from its domain event, as its description says', async () => {
    const { events } = await json<SessionReport>(`/api/sessions/${SESSION}/report`);
    const ferrariStops = events.filter(
      (event) => event.event_type === 'pitstop' && event.participant_number === '83',
    );
    expect(ferrariStops.map((event) => [event.code, event.values])).toEqual(
      ferrariStops.map((event, index) => [
        'car.pit_stop',
        { car: '83', lap: event.lap_number, stop: index + 1 },
      ]),
    );
    const leads = events.filter((event) => event.event_type === 'position_change');
    expect(
      leads.filter((event) => event.code === 'car.takes_lead').map((event) => event.values),
    ).toContainEqual(expect.objectContaining({ car: '83' }));
    // A Hypercar taking its class's lead takes the race's: reported as such.
    expect(
      new Set(leads.map((event) => event.code === 'car.takes_class_lead' && event.values.category)),
    ).toEqual(new Set([false, 'LMP2', 'LMGT3']));
    // Every event has a code (none shown as written), and its French wording is the description stored.
    for (const event of events) {
      expect(event.code, event.description).not.toBe('as_written');
      if (event.code !== 'as_written') expect(frenchMessageOf(event)).toBe(event.description);
    }
  });

  it('answers 404 for an unknown session, 400 for a bad page', async () => {
    expect((await api.get('/api/sessions/inconnue/report')).status).toBe(404);
    for (const query of ['page=0', 'page=-1', 'pageSize=501', 'page=x', 'page=1&page=2']) {
      const response = await api.get(`/api/sessions/${SESSION}/report?${query}`);
      expect(response.status, query).toBe(400);
      expect(await response.json()).toEqual({ error: 'Pagination invalide', code: 'request.invalid' });
    }
  });
});

describe('the race pages for crowds', () => {
  it('may be kept a moment by shared caches, with a strong ETag and a 304 when held', async () => {
    const paths = [
      `/api/teams/${FERRARI}`,
      '/api/teams-autocomplete',
      '/api/drivers',
      `/api/drivers/${KUBICA}`,
      `/api/cars/${FERRARI}`,
      `/api/sessions/${SESSION}/teams/${FERRARI}/laps`,
      `/api/sessions/${SESSION}/report`,
      `/api/sessions/${SESSION}/report/trends`,
    ];
    // A session's report changes no more once it has ended: kept longer.
    const { status } = await database.db
      .selectFrom('sessions')
      .select('status')
      .where('id', '=', SESSION)
      .executeTakeFirstOrThrow();
    for (const path of paths) {
      const first = await api.get(path);
      expect(first.status, path).toBe(200);
      expect(first.headers.get('cache-control'), path).toBe(
        path.includes('/report') ? racePageCacheOf(status === 'ended') : RACE_PAGE_SHARED_CACHE,
      );
      const etag = first.headers.get('etag') ?? '';
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      expect((await api.get(path, { 'if-none-match': etag })).status, path).toBe(304);
    }
  });

  it("keeps out of shared caches the lists a notice or an admin action changes, each page's copy revalidated", async () => {
    for (const path of [
      '/api/entries',
      `/api/entries/${FERRARI}`,
      '/api/race-events',
      '/api/sessions/with-history',
    ]) {
      const first = await api.get(path);
      expect(first.headers.get('cache-control'), path).toBe('no-cache');
      const etag = first.headers.get('etag') ?? '';
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      expect((await api.get(path, { 'if-none-match': etag })).status, path).toBe(304);
    }
  });
});

describe('GET /api/replays', () => {
  it('lists the recorded race and the active replay streams', async () => {
    const replays = await json<Json[]>('/api/replays');
    expect(replays.map((replay) => [replay.kind, replay.team_number ?? replay.session_name])).toEqual([
      ['session', expect.any(String)],
      ['stream', '83'],
    ]);
    // The recorded race reads in its event's time zone; a stream belongs to no event.
    expect(replays[0]).toMatchObject({
      session_id: SESSION,
      stream_id: null,
      duration: expect.any(Number),
      time_zone: 'Europe/Paris',
    });
    expect(replays[1]).toMatchObject({
      session_id: null,
      time_zone: null,
      car_name: 'Ferrari 499P',
      category: 'Hypercar',
      replay_url: 'https://v.example/83',
    });
    // Dates go on the wire as ISO 8601 text.
    for (const replay of replays) {
      expect(new Date(String(replay.created_at)).toISOString()).toBe(replay.created_at);
    }
  });
});

describe('ids in paths', () => {
  it('never give a 500, whatever they hold', async () => {
    const routes = [
      (id: string) => `/api/teams/${id}`,
      (id: string) => `/api/drivers/${id}`,
      (id: string) => `/api/cars/${id}`,
      (id: string) => `/api/sessions/${id}/report`,
      (id: string) => `/api/sessions/${id}/teams/${id}/laps`,
      (id: string) => `/api/sessions/${SESSION}/teams/${FERRARI}/drivers/${id}/laps`,
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.oneof(fc.string(), fc.integer().map(String), fc.bigInt().map(String), fc.constant('83')),
        async (route, id) => {
          const response = await api.get(route(encodeURIComponent(id)));
          expect([200, 400, 404]).toContain(response.status);
          await response.body?.cancel();
        },
      ),
      { numRuns: 200 },
    );
  });
});

// The race's own rows, so that a broken fixture fails here and not in every page's assertions.
it('has the race ingested', async () => {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM laps`.execute(database.db);
  expect(rows[0]?.n).toBe(20_182);
});

describe('GET /api/sessions/:id/report/trends', () => {
  interface CarTrend {
    number: string;
    team: string;
    category_label: string;
    positions: (number | null)[];
    gaps_ms: (number | null)[];
  }

  it("gives every car's position and gap lap by lap, aligned on the lap numbers", async () => {
    const trends = await json<{ session: Json; lap_count: number; cars: CarTrend[] }>(
      `/api/sessions/${SESSION}/report/trends`,
    );
    expect(trends.session).toEqual({
      id: SESSION,
      name: expect.any(String),
      session_type: 'race',
      event_name: '24 Heures du Mans 2025',
      kind: 'live',
      renamed: false,
      partial_since_ms: null,
    });
    expect(trends.lap_count).toBe(387);
    expect(trends.cars).toHaveLength(62);
    for (const car of trends.cars) {
      expect(car.positions, car.number).toHaveLength(387);
      expect(car.gaps_ms, car.number).toHaveLength(387);
    }
    const numbers = trends.cars.map((car) => Number.parseInt(car.number, 10));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    expect(new Set(trends.cars.map((car) => car.category_label))).toEqual(
      new Set(['Hypercar', 'LMP2', 'LMGT3']),
    );

    // #83's arrays are its laps' own positions and gaps; it leads at its last lap.
    const ferrari = trends.cars.find((car) => car.number === '83');
    const laps = await ferrariLaps();
    expect(ferrari).toMatchObject({ team: 'AF Corse', category_label: 'Hypercar' });
    expect(ferrari?.positions).toEqual(laps.map((lap) => lap.position));
    expect(ferrari?.gaps_ms).toEqual(laps.map((lap) => lap.gap_ms));
    expect(ferrari?.positions.at(-1)).toBe(1);
    expect(ferrari?.gaps_ms.at(-1)).toBe(0);

    // A car that completed fewer laps has nulls after its last one, and as many values as it has laps.
    const { rows } = await sql<{ number: string; n: number }>`
      SELECT number, count(*)::int AS n FROM laps WHERE session_id = ${SESSION} GROUP BY number
    `.execute(database.db);
    const lapped = trends.cars.find((car) => car.positions.at(-1) === null);
    expect(lapped).toBeDefined();
    for (const car of trends.cars) {
      const counted = rows.find((row) => row.number === car.number)?.n ?? 0;
      expect(car.positions.filter((position) => position !== null).length, car.number).toBe(counted);
    }
  });

  it('answers 404 in French for an unknown session, 400 for a malformed id', async () => {
    const unknown = await api.get('/api/sessions/inconnue/report/trends');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Session introuvable', code: 'request.not_found' });
    for (const id of ['a.b', encodeURIComponent('é'), 'x'.repeat(65)]) {
      const response = await api.get(`/api/sessions/${id}/report/trends`);
      expect(response.status, id).toBe(400);
      expect(await response.json()).toEqual({
        error: 'Identifiant de session invalide',
        code: 'request.invalid',
      });
    }
  });
});
