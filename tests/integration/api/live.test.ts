import { type BusKeys, busKeys, publishFrame } from '@lemans/bus';
import type { LiveFrame } from '@lemans/contract';
import type { LapRecording } from '@lemans/race';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { LIVE_SHARED_CACHE } from '../../../services/api/src/http/shared-cache.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { feedSnapshotAt, liveFrameAt, readRecording2025, seedSession } from '../../support/live-seed.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedApi, startApi } from './start-api.ts';

const SESSION = 'lemans-2025-race';
const HOUR_MS = 3_600_000;

let recording: LapRecording;
let database: TestDatabase;
let redis: TestRedis;
let publisher: Redis;
let keys: BusKeys;
let api: StartedApi;
let first: LiveFrame;
let firstId: string;

const publish = (session: string, frame: LiveFrame, current = true) =>
  publishFrame(publisher, keys, { type: 'live-update', session, current, data: JSON.stringify(frame) }, 1000);

beforeAll(async () => {
  recording = await readRecording2025();
  database = await createTestDatabase();
  redis = createTestRedis();
  publisher = redis.connect('client');
  keys = busKeys(redis.prefix);
  await seedSession(database.db, SESSION, feedSnapshotAt(recording, 12 * HOUR_MS));
  first = liveFrameAt(recording, 12 * HOUR_MS, SESSION);
  firstId = await publish(SESSION, first);
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

describe('GET /api/live from the frames of Redis', () => {
  it("serves the current session's latest frame, tagged with its stream id", async () => {
    const response = await api.get('/api/live');
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe(`"${firstId}"`);
    expect(response.headers.get('cache-control')).toBe(LIVE_SHARED_CACHE);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = (await response.json()) as LiveFrame;
    expect(body).toEqual(JSON.parse(JSON.stringify(first)));
    expect(body.data).toHaveLength(62);
    expect(body).toMatchObject({ session_name: 'Course', session_status: 'active' });
    expect(Object.keys(body.data[0] ?? {})).toEqual(
      expect.arrayContaining([
        'entry_id',
        'participant_number',
        'team_name',
        'ranking',
        'lap_count',
        'last_lap_time',
        'best_lap_time',
        'gap_time',
        'speed',
        'car_state',
        'category_label',
        'brand_name',
        'car_name',
        'current_driver_name',
        'current_sector',
        'position_change',
      ]),
    );
  });

  it('answers 304 to a client that holds the frame', async () => {
    const response = await api.get('/api/live', { 'if-none-match': `"${firstId}"` });
    expect(response.status).toBe(304);
    expect(response.headers.get('etag')).toBe(`"${firstId}"`);
    expect(await response.text()).toBe('');
  });

  it('sends the gzip variant, with its own tag, to a client that accepts it', async () => {
    const response = await api.get('/api/live', { 'accept-encoding': 'gzip' });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('etag')).toBe(`"${firstId}-gz"`);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(first)));
    const again = await api.get('/api/live', {
      'accept-encoding': 'gzip',
      'if-none-match': `"${firstId}-gz"`,
    });
    expect(again.status).toBe(304);
  });

  it('serves the same frame when the session is named', async () => {
    const response = await api.get(`/api/live?sessionId=${SESSION}`);
    expect(response.headers.get('etag')).toBe(`"${firstId}"`);
  });

  it("serves the frame's weather and session feed on GET /api/weather", async () => {
    const response = await api.get('/api/weather');
    expect(response.status).toBe(200);
    expect(response.headers.get('etag')).toBe(`"${firstId}"`);
    expect(await response.json()).toEqual(JSON.parse(JSON.stringify(first.weather)));
  });

  it('serves a newly published frame, and 200 again to the holder of the old one', async () => {
    const next = liveFrameAt(recording, 12 * HOUR_MS + 60_000, SESSION);
    const nextId = await publish(SESSION, next);
    await vi.waitFor(async () => {
      const response = await api.get('/api/live', { 'if-none-match': `"${firstId}"` });
      expect(response.status).toBe(200);
      expect(response.headers.get('etag')).toBe(`"${nextId}"`);
      expect(await response.json()).toEqual(JSON.parse(JSON.stringify(next)));
    });
    const weather = (await (await api.get('/api/weather')).json()) as LiveFrame['weather'];
    expect(weather.elapsed_time).toBe(12 * 3600 + 60);
  });

  it('serves another session by its id without changing the current one', async () => {
    const other = liveFrameAt(recording, 2 * HOUR_MS, 'other-session');
    const otherId = await publish('other-session', other, false);
    await vi.waitFor(async () => {
      const response = await api.get('/api/live?sessionId=other-session');
      expect(response.headers.get('etag')).toBe(`"${otherId}"`);
    });
    const current = (await (await api.get('/api/live')).json()) as LiveFrame;
    expect(current.session_id).toBe(SESSION);
  });

  it('follows the session flagged current', async () => {
    const replay = liveFrameAt(recording, 3 * HOUR_MS, 'replay-session');
    const replayId = await publish('replay-session', replay, true);
    await vi.waitFor(async () => {
      expect((await api.get('/api/live')).headers.get('etag')).toBe(`"${replayId}"`);
    });
  });
});
