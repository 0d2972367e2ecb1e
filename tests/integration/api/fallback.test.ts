import { type BusKeys, busKeys, publishFrame } from '@lemans/bus';
import type { LiveFrame } from '@lemans/contract';
import type { LapRecording } from '@lemans/race';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { feedSnapshotAt, liveFrameAt, readRecording2025, seedSession } from '../../support/live-seed.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedApi, startApi } from './start-api.ts';

const SESSION = 'lemans-2025-race';
const RACE_TIME_MS = 20 * 3_600_000;

let recording: LapRecording;
let database: TestDatabase;
let redis: TestRedis;
let publisher: Redis;
let keys: BusKeys;
let published: LiveFrame;

const start = (): Promise<StartedApi> =>
  startApi({
    db: database.db,
    databaseUrl: database.url,
    redisUrl: inject('redisUrl'),
    redisPrefix: redis.prefix,
  });

/** The frame apart from the moments it was read, which differ between the two copies. */
const undated = (frame: LiveFrame) => ({
  ...frame,
  timestamp: 'lu',
  weather: { ...frame.weather, api_timestamp: 'lu' },
});

beforeAll(async () => {
  recording = await readRecording2025();
  database = await createTestDatabase();
  redis = createTestRedis();
  publisher = redis.connect('client');
  keys = busKeys(redis.prefix);
  const day = (hours: number) => new Date(Date.UTC(2025, 5, 14, hours));
  // An older session with data, the race, and a newer one that has just opened without any lap yet.
  await seedSession(database.db, 'warm-up', feedSnapshotAt(recording, 3_600_000), {
    createdAt: day(7),
    active: false,
    status: 'ended',
  });
  await seedSession(database.db, SESSION, feedSnapshotAt(recording, RACE_TIME_MS), { createdAt: day(12) });
  const opening = { ...feedSnapshotAt(recording, 0), entries: [] };
  await seedSession(database.db, 'just-opened', opening, { createdAt: day(20) });
  published = liveFrameAt(recording, RACE_TIME_MS, SESSION);
  await publishFrame(
    publisher,
    keys,
    { type: 'live-update', session: SESSION, current: true, data: JSON.stringify(published) },
    1000,
  );
});

afterAll(async () => {
  await redis.cleanup();
  await database.drop();
});

describe('GET /api/live and /api/weather when Redis has lost the frames', () => {
  let fromRedis: LiveFrame;
  let api: StartedApi;

  beforeAll(async () => {
    const before = await start();
    fromRedis = (await (await before.get('/api/live')).json()) as LiveFrame;
    await before.close();
    // As after a FLUSHALL: no frame, no current session, no stream.
    await publisher.del(keys.latestLive(SESSION), keys.currentSession, keys.frames);
    api = await start();
  });

  afterAll(() => api.close());

  it('rebuilds the same frame from Postgres for the current session', async () => {
    const response = await api.get('/api/live');
    expect(response.status).toBe(200);
    const rebuilt = (await response.json()) as LiveFrame;
    expect(fromRedis.session_id).toBe(SESSION);
    expect(undated(rebuilt)).toEqual(undated(fromRedis));
    expect(rebuilt.data).toHaveLength(62);
    expect(Date.parse(rebuilt.timestamp)).toBeGreaterThan(Date.parse(fromRedis.timestamp) - 1);
  });

  it('still answers 304 to a client that holds the rebuilt answer', async () => {
    const etag = (await api.get('/api/live')).headers.get('etag') ?? '';
    // Derived from the bytes: there is no stream id to tag it with.
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(etag).not.toMatch(/^"\d+-\d+"$/);
    expect((await api.get('/api/live', { 'if-none-match': etag })).status).toBe(304);
  });

  it('rebuilds the weather and session feed from the session row', async () => {
    const response = await api.get('/api/weather');
    expect(response.status).toBe(200);
    const weather = (await response.json()) as LiveFrame['weather'];
    expect({ ...weather, api_timestamp: 'lu' }).toEqual(undated(fromRedis).weather);
  });

  it('serves a session without standings as an empty list', async () => {
    const response = await api.get('/api/live?sessionId=just-opened');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      data: [],
      session_id: 'just-opened',
      session_name: 'Course',
      session_status: 'active',
      current_session: { name: 'Course' },
    });
  });

  it('serves an ended session as ended', async () => {
    const body = (await (await api.get('/api/live?sessionId=warm-up')).json()) as LiveFrame;
    expect(body.session_status).toBe('ended');
    expect(body.data).toHaveLength(62);
  });

  it('answers 404 for a session no copy knows', async () => {
    for (const path of ['/api/live?sessionId=nope', '/api/weather?sessionId=nope']) {
      const response = await api.get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Session introuvable', code: 'request.not_found' });
    }
  });
});
