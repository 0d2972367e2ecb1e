import { fileURLToPath } from 'node:url';
import { busKeys } from '@lemans/bus';
import { parseRaceTime } from '@lemans/contract/timing';
import { createLogger } from '@lemans/platform';
import { streamIdOf } from '@lemans/projections';
import { type LapRecording, readRecordingFile } from '@lemans/race';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestRecording } from '../../../services/ingest/src/ingest/ingest-recording.ts';
import { FeedPoller } from '../../../services/ingest/src/poll/feed-poller.ts';
import { LivePublisher } from '../../../services/ingest/src/publish/live-publisher.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { feedControlHeaders } from '../../support/feed-control.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { startFeed } from '../feed/start-feed.ts';
import { expectSameEventsButPolledStops } from './polled-stops.ts';

/**
 * The live path (the feed over HTTP in step mode, polled) against the in-process import, over the same
 * half hour of the 2025 race around the safety car: same snapshots, same events (the stops timed by the polls
 * rather than by the file); and with a fifth of the polls failing, the same laps and final classification.
 */

const RECORDING = fileURLToPath(
  new URL('../../../services/feed/recordings/le-mans-2025-race.json.gz', import.meta.url),
);
const FROM = parseRaceTime('11:00:00') as number;
const UNTIL = parseRaceTime('11:30:00') as number;
const STEP = 3000;
const POLLS = (UNTIL - FROM) / STEP + 1;
const SESSION = '202506141';

let recording: LapRecording;
let redis: TestRedis;
const logger = createLogger('ingest-test', 'silent');

beforeAll(async () => {
  recording = await readRecordingFile(RECORDING);
  redis = createTestRedis();
});
afterAll(() => redis.cleanup());

/**
 * Polls the window over HTTP. Faults, when given, hit every poll but the first and the last: both runs must
 * start from the same registration and end at the same race time to be comparable.
 */
async function pollThroughHttp(database: TestDatabase, faults?: Record<string, number>) {
  const feed = await startFeed({ recording, clock: { startMs: FROM, stepMs: STEP } });
  const control = (body: object) =>
    fetch(`${feed.url}/control`, {
      method: 'POST',
      headers: { ...feedControlHeaders, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  try {
    const publisher = new LivePublisher(redis.connect('client'), busKeys(redis.prefix), 100, logger);
    const poller = new FeedPoller({
      db: database.db,
      url: `${feed.url}/live/WEC/data.json`,
      timeoutMs: 1000,
      publisher,
      logger,
    });
    await poller.pollOnce();
    if (faults) expect((await control({ faults })).status).toBe(200);
    for (let poll = 1; poll < POLLS - 1; poll++) await poller.pollOnce();
    if (faults) {
      const clean = { errorRate: 0, truncateRate: 0, malformedRate: 0 };
      expect((await control({ faults: clean, raceTime: UNTIL })).status).toBe(200);
    }
    await poller.pollOnce();
    return poller.counts;
  } finally {
    await feed.close();
  }
}

const eventsOf = (database: TestDatabase) =>
  database.db
    .selectFrom('events')
    .select(['type', 'data', 'metadata'])
    .where('stream_id', '=', streamIdOf(SESSION))
    .orderBy('stream_position')
    .execute();

const lapsOf = (database: TestDatabase) =>
  database.db
    .selectFrom('laps')
    .select([
      'number',
      'lap_number',
      'timed',
      'lap_time_ms',
      'sector1_ms',
      'sector2_ms',
      'sector3_ms',
      'pit_in',
      'driver_id',
      'driver_change',
    ])
    .where('session_id', '=', SESSION)
    .orderBy('number')
    .orderBy('lap_number')
    .execute();

const classificationOf = (database: TestDatabase) =>
  database.db
    .selectFrom('live_standings')
    .select([
      'number',
      'ranking',
      'category_position',
      'lap_count',
      'last_lap_ms',
      'best_lap_ms',
      'pit_stops',
      'driver_id',
      'car_state',
    ])
    .where('session_id', '=', SESSION)
    .orderBy('ranking')
    .execute();

describe('ingest over HTTP and in-process', () => {
  const databases: TestDatabase[] = [];
  const database = async () => {
    const created = await createTestDatabase();
    databases.push(created);
    return created;
  };
  afterAll(() => Promise.all(databases.map((created) => created.drop())));

  let inProcess: TestDatabase;
  beforeAll(async () => {
    inProcess = await database();
    await ingestRecording(inProcess.db, recording, { fromMs: FROM, untilMs: UNTIL, batchSize: 1 });
  }, 120_000);

  it('gives the same events for the same snapshots', async () => {
    const overHttp = await database();
    const counts = await pollThroughHttp(overHttp);
    expect(counts).toEqual({ applied: POLLS });
    const strip = (rows: Awaited<ReturnType<typeof eventsOf>>) =>
      rows.map(({ type, data, metadata }) => ({
        type,
        data,
        raceTimeMs: (metadata as { raceTimeMs: number }).raceTimeMs,
      }));
    const expected = strip(await eventsOf(inProcess));
    expect(expected.length).toBeGreaterThan(1000);
    expectSameEventsButPolledStops(strip(await eventsOf(overHttp)), expected, STEP);
  }, 120_000);

  it('gives identical event streams when the same race is imported twice', async () => {
    const again = await database();
    await ingestRecording(again.db, recording, { fromMs: FROM, untilMs: UNTIL, batchSize: 50 });
    const strip = (rows: Awaited<ReturnType<typeof eventsOf>>) =>
      rows.map(({ type, data, metadata }) => ({ type, data, metadata }));
    expect(strip(await eventsOf(again))).toEqual(strip(await eventsOf(inProcess)));
  }, 120_000);

  it('ends with the same laps and classification when a fifth of the polls fail', async () => {
    const faulty = await database();
    const counts = await pollThroughHttp(faulty, {
      errorRate: 0.08,
      truncateRate: 0.06,
      malformedRate: 0.06,
      seed: 7,
    });
    expect(counts['http-status']).toBeGreaterThan(0);
    expect(counts['malformed-json']).toBeGreaterThan(0);
    expect((counts.applied ?? 0) / POLLS).toBeLessThan(0.9);
    expect(await lapsOf(faulty)).toEqual(await lapsOf(inProcess));
    expect(await classificationOf(faulty)).toEqual(await classificationOf(inProcess));
  }, 120_000);
});
