import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { storedAnswersPrefix } from '../../../services/api/src/heavy-reads/stored-answer.ts';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { RECORDED_RACE, RECORDED_RACE_SEED } from '../../e2e/support/recorded-race.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { readRecording2025 } from '../../support/live-seed.ts';
import { sampleSum, scrape } from '../../support/prometheus-text.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedApi, startApi } from './start-api.ts';

/**
 * Two API processes on one Redis: an ended session's heavy answers, computed by one, are read from Redis by
 * the other, to the byte; a crowd asking both for the same answer at once gets it computed once.
 */

let database: TestDatabase;
let redis: TestRedis;
let first: StartedApi;
let second: StartedApi;
const session = `/api/sessions/${RECORDED_RACE}`;
/** A session still running: the first ten minutes of the race. */
const RUNNING = 'en-cours';
const PASSWORD = 'un mot de passe de test';

const computed = async (api: StartedApi, kind: string) =>
  sampleSum(await scrape(api.url), 'lemans_api_heavy_reads_computed_total', { kind });

beforeAll(async () => {
  database = await createTestDatabase(RECORDED_RACE_SEED);
  await ingestRecording(database.db, await readRecording2025(), {
    sessionId: RUNNING,
    untilMs: 10 * 60_000,
    stepMs: 30_000,
  });
  redis = createTestRedis();
  const options = {
    db: database.db,
    databaseUrl: database.url,
    redisUrl: inject('redisUrl'),
    redisPrefix: redis.prefix,
  };
  // One with its reads in a thread, one on its own event loop: what they store is the same.
  [first, second] = await Promise.all([
    startApi({ ...options, readWorkers: 1, adminPassword: PASSWORD }),
    startApi({ ...options, readWorkers: 0 }),
  ]);
}, 600_000);

afterAll(async () => {
  await first?.close();
  await second?.close();
  await redis?.cleanup();
  await database?.drop();
});

describe('heavy answers shared in Redis', () => {
  it('answers an ended session’s analysis from what another process computed, to the byte', async () => {
    for (const [path, kind] of [
      [`${session}/stints`, 'analysis'],
      [`${session}/pit-stops?format=csv`, 'analysis'],
      [`${session}/report?page=3`, 'report'],
      [`${session}/report/trends`, 'trends'],
      [`/api/live?sessionId=${RECORDED_RACE}&at=12:00:00`, 'past-frame'],
    ] as const) {
      const before = { first: await computed(first, kind), second: await computed(second, kind) };
      const computedHere = await first.get(path);
      expect(computedHere.status, path).toBe(200);
      expect(await computed(first, kind), path).toBe(before.first + 1);
      for (const coding of ['identity', 'gzip']) {
        const headers = { 'accept-encoding': coding };
        const [ours, theirs] = await Promise.all([second.get(path, headers), first.get(path, headers)]);
        expect(ours.status, path).toBe(200);
        for (const header of [
          'etag',
          'content-type',
          'content-encoding',
          'cache-control',
          'content-disposition',
        ])
          expect(ours.headers.get(header), `${path} ${header}`).toBe(theirs.headers.get(header));
        expect(
          Buffer.from(await ours.arrayBuffer()).equals(Buffer.from(await theirs.arrayBuffer())),
          path,
        ).toBe(true);
      }
      await computedHere.arrayBuffer();
      // Neither computed it again: the second read it from Redis, the first too.
      expect(await computed(second, kind), path).toBe(before.second);
      expect(await computed(first, kind), path).toBe(before.first + 1);
    }
    const families = await scrape(second.url);
    expect(
      sampleSum(families, 'lemans_api_heavy_read_cache_total', { outcome: 'hit' }),
    ).toBeGreaterThanOrEqual(10);
  });

  it('computes once what a crowd asks of both processes at once', async () => {
    // Both hold the session's analysis first: the crowd's answer is then a moment's work, well within the
    // lock's life whatever the machine's load, and no one stops waiting for it.
    expect((await second.get(`${session}/drive-times`)).status).toBe(200);
    const path = `${session}/drive-times?format=csv`;
    const before = (await computed(first, 'analysis')) + (await computed(second, 'analysis'));
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? first : second).get(path)),
    );
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(new Set(bodies).size).toBe(1);
    const after = (await computed(first, 'analysis')) + (await computed(second, 'analysis'));
    expect(after - before).toBe(1);
  });

  it('keeps an ended session’s answers an hour and a running one’s a second, until the admin’s flush', async () => {
    expect((await first.get(`/api/sessions/${RUNNING}/stints`)).status).toBe(200);
    const plain = redis.connect('client');
    const storedKeys = async () => {
      const keys: string[] = [];
      for await (const batch of plain.scanStream({
        match: `${storedAnswersPrefix(redis.prefix)}*`,
        count: 500,
      }))
        keys.push(...(batch as string[]));
      return keys;
    };
    const stored = await storedKeys();
    // Answers only: a computation's lock or refusal has a colon more.
    const answerOf = (sessionId: string) =>
      new RegExp(`^${storedAnswersPrefix(redis.prefix)}${sessionId}:[\\w-]+$`);
    const ended = stored.filter((key) => answerOf(RECORDED_RACE).test(key));
    expect(ended.length).toBeGreaterThanOrEqual(6);
    for (const key of ended) {
      const ttlMs = await plain.pttl(key);
      expect(ttlMs, key).toBeGreaterThan(3_000_000);
      expect(ttlMs, key).toBeLessThanOrEqual(3_600_000);
    }
    // Gone already (-2) or about to be.
    for (const key of stored.filter((key) => answerOf(RUNNING).test(key)))
      expect(await plain.pttl(key), key).toBeLessThanOrEqual(1000);

    const login = await first.post('/api/admin/login', { password: PASSWORD });
    const admin = {
      cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] as string,
      'x-admin-request': '1',
    };
    expect((await first.post('/api/admin/cache/flush', undefined, admin)).status).toBe(200);
    expect(await storedKeys()).toEqual([]);
  });
});
