import { type BusKeys, busKeys, publishFrame } from '@lemans/bus';
import type { LiveFrame } from '@lemans/contract';
import { parseRaceTime } from '@lemans/contract/timing';
import { type LapRecording, liveFrameOf } from '@lemans/race';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { feedSnapshotAt, readRecording2025, seedSession } from '../../support/live-seed.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedApi, startApi } from './start-api.ts';

/** GET /api/live/state: the one answer to "what is live", for the current session or a named one. */

const SESSION = 'lemans-2025-race';
const MINUTE_MS = 60_000;
const BEFORE_FLAG = parseRaceTime('23:47:00') as number;
const AFTER_FLAG = parseRaceTime('24:05:00') as number;
const OBSERVED_AT = Date.parse('2025-06-15T13:47:00Z');

let recording: LapRecording;
let database: TestDatabase;
let redis: TestRedis;
let publisher: Redis;
let keys: BusKeys;
let api: StartedApi;
let clock = OBSERVED_AT;

const publish = (frame: LiveFrame) =>
  publishFrame(
    publisher,
    keys,
    { type: 'live-update', session: SESSION, current: true, data: JSON.stringify(frame) },
    1000,
  );

const frameAt = (raceTimeMs: number, status: 'active' | 'ended', observedAt: number) =>
  liveFrameOf(feedSnapshotAt(recording, raceTimeMs), SESSION, status, new Date(observedAt));

const stateNow = async (query = '') => (await api.get(`/api/live/state${query}`)).json();

beforeAll(async () => {
  recording = await readRecording2025();
  database = await createTestDatabase();
  redis = createTestRedis();
  publisher = redis.connect('client');
  keys = busKeys(redis.prefix);
  api = await startApi({
    db: database.db,
    databaseUrl: database.url,
    redisUrl: inject('redisUrl'),
    redisPrefix: redis.prefix,
    now: () => clock,
  });
});

afterAll(async () => {
  await api?.close();
  await redis.cleanup();
  await database.drop();
});

describe('GET /api/live/state', () => {
  it('says nothing is live before any session', async () => {
    const response = await api.get('/api/live/state');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      session_id: null,
      session_name: null,
      kind: null,
      phase: 'none',
      race_state: null,
      remaining_s: null,
      finish: null,
    });
  });

  it('says the race runs with 13 minutes left before the flag, counted down to the moment asked', async () => {
    await seedSession(database.db, SESSION, feedSnapshotAt(recording, BEFORE_FLAG));
    await publish(frameAt(BEFORE_FLAG, 'active', OBSERVED_AT));
    clock = OBSERVED_AT + 30_000;
    await vi.waitFor(async () => expect(await stateNow()).toMatchObject({ session_id: SESSION }));
    const response = await api.get('/api/live/state');
    expect(response.headers.get('cache-control')).toBe('public, max-age=1');
    expect(await response.json()).toEqual({
      session_id: SESSION,
      session_name: 'Course',
      kind: 'live',
      phase: 'running',
      race_state: 'green',
      remaining_s: 13 * 60 - 30,
      finish: null,
    });
    expect(await stateNow(`?sessionId=${SESSION}`)).toMatchObject({ phase: 'running', remaining_s: 750 });
  });

  it('says the race is finished after the chequered flag, however recent its frames', async () => {
    const observedAt = OBSERVED_AT + 17 * MINUTE_MS;
    const chequered = frameAt(AFTER_FLAG, 'ended', observedAt);
    expect(chequered.weather.race_state).toBe('finished');
    await publish(chequered);
    clock = observedAt + 1000;
    await vi.waitFor(async () =>
      expect(await stateNow()).toEqual({
        session_id: SESSION,
        session_name: 'Course',
        kind: 'live',
        phase: 'finished',
        race_state: 'finished',
        remaining_s: null,
        finish: 'provisional',
      }),
    );
  });

  it('answers 404 for an unknown session', async () => {
    const response = await api.get('/api/live/state?sessionId=inconnue');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Session introuvable', code: 'request.not_found' });
  });
});
