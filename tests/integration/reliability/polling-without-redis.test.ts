import { setTimeout as sleep } from 'node:timers/promises';
import { busKeys, readLatestLive } from '@lemans/bus';
import type { LiveFrame } from '@lemans/contract';
import { parseRaceTime } from '@lemans/contract/timing';
import { createLogger, createRedis } from '@lemans/platform';
import { type LapRecording, readRecordingFile } from '@lemans/race';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LivePolling, startLivePolling } from '../../../services/ingest/src/poll/live-polling.ts';
import { LivePublisher } from '../../../services/ingest/src/publish/live-publisher.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { type PrivateRedis, startPrivateRedis } from '../../support/private-redis.ts';
import { type StartedFeed, startFeed } from '../feed/start-feed.ts';
import { cursorRaceTime, RECORDING_2025, SESSION_2025, waitFor } from '../ingest/replay-harness.ts';

/**
 * Redis down for 30 s in the middle of the race, Postgres up: ingest, wired as its process wires it, goes on
 * polling the feed and storing the race (Postgres is the data of record), so that every lap completed
 * meanwhile is there, timed; once Redis is back, empty, the live state it serves catches up with what was
 * stored. The feed runs in real time at 20×, so that a poll that does not happen is race that goes by.
 */

const FROM = parseRaceTime('16:00:00') as number;
const SPEED = 20;
const POLL_INTERVAL_MS = 100;
const OUTAGE_MS = 30_000;
const REDIS_PREFIX = 'lemans-test:polling-without-redis';

let recording: LapRecording;
let database: TestDatabase | undefined;
let redis: PrivateRedis | undefined;
let feed: StartedFeed | undefined;
let polling: LivePolling | undefined;
let clockTimer: NodeJS.Timeout | undefined;
const connections: Redis[] = [];

beforeAll(async () => {
  recording = await readRecordingFile(RECORDING_2025);
});

/** Past it, the teardown goes on without the polling's close and says so. */
const CLOSE_BOUND_MS = 20_000;

afterAll(async () => {
  clearInterval(clockTimer);
  // Once in CI, closing the polling right after Redis came back outlasted the hook's two minutes (not
  // reproduced since): bounded, so that the connections below are closed whatever it does, and reported.
  const closed = polling?.close().then(
    () => true,
    () => true,
  );
  if (closed && !(await Promise.race([closed, sleep(CLOSE_BOUND_MS).then(() => false)]))) {
    console.warn(`fermeture du relevé non terminée après ${CLOSE_BOUND_MS} ms : connexions fermées de force`);
  }
  for (const connection of connections) connection.disconnect();
  await redis?.kill();
  await feed?.close();
  await database?.drop();
});

/** The feed's race runs with the real clock, at its replay speed, until stopped. */
function runFeedClock(started: StartedFeed): NodeJS.Timeout {
  let last = Date.now();
  return setInterval(() => {
    const now = Date.now();
    started.advanceWallClock(now - last);
    last = now;
  }, 20);
}

/** The laps of the recording completed in (fromMs, untilMs] of race time, by car and lap number. */
function lapsCompletedIn(fromMs: number, untilMs: number) {
  return recording.cars.flatMap((car) =>
    car.laps.elapsedMs.flatMap((elapsedMs, index) =>
      elapsedMs > fromMs && elapsedMs <= untilMs
        ? [{ number: car.number, lap_number: car.laps.lap[index], lap_time_ms: car.laps.timeMs[index] }]
        : [],
    ),
  );
}

async function storedLaps(db: TestDatabase) {
  const rows = await db.db
    .selectFrom('laps')
    .select(['number', 'lap_number', 'timed', 'lap_time_ms'])
    .where('session_id', '=', SESSION_2025)
    .execute();
  return new Map(rows.map((row) => [`${row.number}/${row.lap_number}`, row]));
}

/** Laps and ranking by car, as the frame shows them and as the projection holds them. */
const standingsInFrame = (frame: LiveFrame) =>
  frame.data.map((row) => `${row.participant_number}:${row.ranking}:${row.lap_count}`).sort();

async function standingsInProjection(db: TestDatabase) {
  const rows = await db.db
    .selectFrom('live_standings')
    .select(['number', 'ranking', 'lap_count'])
    .where('session_id', '=', SESSION_2025)
    .execute();
  return rows.map((row) => `${row.number}:${row.ranking}:${row.lap_count}`).sort();
}

const pollsSoFar = () => Object.values(polling?.poller.counts ?? {}).reduce((sum, count) => sum + count, 0);

describe('Redis down for 30 s while the race goes on', () => {
  it('ingest keeps polling and storing every lap, and the live state catches up once Redis is back', async () => {
    const logger = createLogger('ingest-test', 'silent');
    database = await createTestDatabase();
    redis = await startPrivateRedis();
    feed = await startFeed({ recording, clock: { startMs: FROM, speed: SPEED } });
    const keys = busKeys(REDIS_PREFIX);
    // The connections of the ingest process, with their roles.
    const publisherRedis = createRedis(redis.url, 'client', { logger });
    const queueRedis = createRedis(redis.url, 'worker', { logger });
    const workerRedis = createRedis(redis.url, 'worker', { logger });
    const leaseRedis = createRedis(redis.url, 'queue', { logger });
    const reader = createRedis(redis.url, 'client', { logger });
    connections.push(publisherRedis, queueRedis, workerRedis, leaseRedis, reader);
    const latestFrame = async () => {
      const latest = await readLatestLive(reader, keys, SESSION_2025).catch(() => null);
      return latest && (JSON.parse(latest.data) as LiveFrame);
    };

    polling = await startLivePolling({
      db: database.db,
      feedUrl: `${feed.url}/live/WEC/data.json`,
      feedTimeoutMs: 2000,
      intervalMs: POLL_INTERVAL_MS,
      publisher: new LivePublisher(publisherRedis, keys, 1000, logger),
      connection: queueRedis,
      workerConnection: workerRedis,
      leaseConnection: leaseRedis,
      redisPrefix: REDIS_PREFIX,
      logger,
    });
    clockTimer = runFeedClock(feed);
    const db = database;
    await waitFor(async () => (await cursorRaceTime(db)) >= FROM + 30_000, 'les premiers relevés', 20_000);
    await waitFor(async () => (await latestFrame()) !== null, 'une première trame en direct', 10_000);

    await redis.kill();
    const outageFromMs = feed.clock.raceTimeMs();
    const pollsBefore = pollsSoFar();
    await sleep(OUTAGE_MS);
    const outageUntilMs = feed.clock.raceTimeMs();
    const pollsDuring = pollsSoFar() - pollsBefore;
    const storedAtRestart = await cursorRaceTime(db);
    await redis.start();
    console.log(
      `Redis arrêté ${OUTAGE_MS / 1000} s (course ${outageFromMs / 1000} → ${outageUntilMs / 1000} s) : ${pollsDuring} relevés pendant la panne, point de reprise à ${storedAtRestart / 1000} s au redémarrage`,
    );

    // Every lap completed while Redis was down is stored, timed as the organiser timed it.
    await waitFor(async () => (await cursorRaceTime(db)) >= outageUntilMs, 'le rattrapage du flux', 10_000);
    const window = lapsCompletedIn(outageFromMs, outageUntilMs);
    expect(window.length).toBeGreaterThan(100);
    const stored = await storedLaps(db);
    const missing = window.filter(({ number, lap_number }) => !stored.get(`${number}/${lap_number}`)?.timed);
    expect(missing, `${missing.length} tours sur ${window.length} absents ou sans temps`).toEqual([]);
    for (const lap of window) {
      expect(stored.get(`${lap.number}/${lap.lap_number}`)?.lap_time_ms).toBe(lap.lap_time_ms);
    }

    // The Redis that came back empty soon holds a live state at least as recent as what was stored.
    await waitFor(
      async () => ((await latestFrame())?.weather.elapsed_time ?? 0) * 1000 >= storedAtRestart,
      'la trame en direct après le redémarrage de Redis',
      5000,
    );
    // The race held still: the live state is exactly the stored one.
    clearInterval(clockTimer);
    await waitFor(
      async () => {
        const frame = await latestFrame();
        return (
          frame !== null &&
          frame.weather.elapsed_time * 1000 === (await cursorRaceTime(db)) &&
          JSON.stringify(standingsInFrame(frame)) === JSON.stringify(await standingsInProjection(db))
        );
      },
      "la trame en direct égale à l'état enregistré",
      5000,
    );
  }, 60_000);
});
