import { busKeys } from '@lemans/bus';
import type { LiveFrame, LiveRow } from '@lemans/contract';
import { parseRaceTime } from '@lemans/contract/timing';
import { streamIdOf } from '@lemans/projections';
import type { LapRecording, OrganiserSnapshot } from '@lemans/race';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { FeedPoller } from '../../../services/ingest/src/poll/feed-poller.ts';
import { LivePublisher } from '../../../services/ingest/src/publish/live-publisher.ts';
import { capturedLogger, WARN } from '../../support/captured-logger.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { readRecording2025 } from '../../support/live-seed.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedApi, startApi } from '../api/start-api.ts';
import { type StartedFeed, startFeed } from '../feed/start-feed.ts';

/**
 * The organiser's document leaves out a third of the field for three polls (it once took the live ranking
 * from 62 rows to 41 for as long as it lasted): ingest warns once that the document is suspect, ingests it
 * for the cars it shows, records nothing about the others, and GET /api/live keeps every car, those left out
 * with their last row and the race time since which they are missing, even after ingest restarts; then they
 * come back like any car.
 */

const at = (raceTime: string) => parseRaceTime(raceTime) as number;
const FROM = at('10:00:00');
const STEP = 3000;
/** The three documents that leave out every third car of the field (by the organiser's order). */
const GLITCHED = new Set([FROM + 2 * STEP, FROM + 3 * STEP, FROM + 4 * STEP]);
const SESSION = '202506141';

const leaveOutAThird = (document: OrganiserSnapshot, raceTimeMs: number): OrganiserSnapshot =>
  GLITCHED.has(raceTimeMs)
    ? { ...document, entries: document.entries.filter((_, index) => index % 3 !== 0) }
    : document;

let recording: LapRecording;
let database: TestDatabase;
let redis: TestRedis;
let feed: StartedFeed;
let api: StartedApi;
const { logger, lines } = capturedLogger();
let poller: FeedPoller;
/** The numbers of the cars the glitched documents leave out. */
let leftOut: Set<string>;

beforeAll(async () => {
  recording = await readRecording2025();
  database = await createTestDatabase();
  redis = createTestRedis();
  feed = await startFeed({ recording, clock: { startMs: FROM, stepMs: STEP }, alter: leaveOutAThird });
  poller = startPoller();
  api = await startApi({
    db: database.db,
    databaseUrl: database.url,
    redisUrl: inject('redisUrl'),
    redisPrefix: redis.prefix,
  });
}, 60_000);

afterAll(async () => {
  await api?.close();
  await feed?.close();
  await redis.cleanup();
  await database.drop();
});

/** A poller as ingest starts one (again after a restart: it holds no frame then). */
const startPoller = () =>
  new FeedPoller({
    db: database.db,
    url: `${feed.url}/live/WEC/data.json`,
    timeoutMs: 5000,
    publisher: new LivePublisher(redis.connect('client'), busKeys(redis.prefix), 1000, logger),
    logger,
  });

/** GET /api/live once the API holds the frame of the document at that race time. */
async function liveAt(raceTimeMs: number): Promise<LiveFrame> {
  return vi.waitFor(
    async () => {
      const frame = (await (await api.get('/api/live')).json()) as LiveFrame;
      expect(frame.weather.elapsed_time).toBe(raceTimeMs / 1000);
      return frame;
    },
    { timeout: 10_000, interval: 50 },
  );
}

const missingIn = (frame: LiveFrame) =>
  Object.fromEntries(
    frame.data.filter((row) => row.missing_since_time !== null).map((row) => [row.participant_number, row]),
  );

const suspectWarnings = () => lines.filter((line) => line.level === WARN && line.msg.includes('suspect'));

async function eventsAt(raceTimeMs: number) {
  return database.db
    .selectFrom('events')
    .select(['type', 'data'])
    .where('stream_id', '=', streamIdOf(SESSION))
    .where('race_time_ms', '=', raceTimeMs)
    .execute();
}

describe('a feed whose document leaves out a third of the cars for two polls', () => {
  let before: LiveFrame;

  it('shows the 62 cars while the documents are whole', async () => {
    for (let poll = 0; poll < 2; poll++) {
      expect(await poller.pollOnce()).toMatchObject({ status: 'applied', sessionId: SESSION });
    }
    before = await liveAt(FROM + STEP);
    expect(before.data).toHaveLength(62);
    expect(missingIn(before)).toEqual({});
    expect(suspectWarnings()).toEqual([]);
  });

  it('ingests the first short document, warns that it is suspect, and keeps every car in /api/live', async () => {
    const glitchMs = FROM + 2 * STEP;
    expect(await poller.pollOnce()).toMatchObject({ status: 'applied' });
    const frame = await liveAt(glitchMs);
    expect(frame.data).toHaveLength(62);
    const missing = missingIn(frame);
    leftOut = new Set(Object.keys(missing));
    expect(leftOut.size).toBe(21);
    for (const [number, row] of Object.entries(missing)) {
      const last = before.data.find((held) => held.participant_number === number) as LiveRow;
      expect(row, number).toEqual({ ...last, missing_since_time: glitchMs });
    }

    expect(suspectWarnings()).toHaveLength(1);
    expect(suspectWarnings()[0]).toMatchObject({
      sessionId: SESSION,
      raceTime: '10:00:06',
      previousCars: 62,
      shownCars: 41,
      droppedCars: 21,
    });
    expect(new Set(suspectWarnings()[0]?.dropped as string[])).toEqual(leftOut);

    const about = (await eventsAt(glitchMs)).filter((event) =>
      leftOut.has((event.data as { number?: string }).number ?? ''),
    );
    expect(about).toEqual([]);
  });

  it('keeps the same date on the second short document, without a second warning', async () => {
    expect(await poller.pollOnce()).toMatchObject({ status: 'applied' });
    const frame = await liveAt(FROM + 3 * STEP);
    expect(frame.data).toHaveLength(62);
    const missing = missingIn(frame);
    expect(new Set(Object.keys(missing))).toEqual(leftOut);
    expect(Object.values(missing).every((row) => row.missing_since_time === FROM + 2 * STEP)).toBe(true);
    expect(suspectWarnings()).toHaveLength(1);
  });

  it("still shows the cars left out after ingest restarts, from the projections' rows", async () => {
    const since = FROM + 4 * STEP;
    const held = missingIn(await liveAt(FROM + 3 * STEP));
    poller = startPoller();
    expect(await poller.pollOnce()).toMatchObject({ status: 'applied' });
    const frame = await liveAt(since);
    expect(frame.data).toHaveLength(62);
    const missing = missingIn(frame);
    expect(new Set(Object.keys(missing))).toEqual(leftOut);
    // The restarted process knows the cars from the events, not since when the documents leave them out.
    for (const [number, row] of Object.entries(missing)) {
      const last = held[number] as LiveRow;
      expect(row.missing_since_time, number).toBe(since);
      expect([row.ranking, row.lap_count, row.pit_stops, row.car_state, row.team_name]).toEqual([
        last.ranking,
        last.lap_count,
        last.pit_stops,
        last.car_state,
        last.team_name,
      ]);
    }
    // Nothing to compare the document with: the restarted poller does not judge it.
    expect(suspectWarnings()).toHaveLength(1);
  });

  it('shows the cars again as the whole document does once it is back, with nothing spurious recorded', async () => {
    const backMs = FROM + 5 * STEP;
    expect(await poller.pollOnce()).toMatchObject({ status: 'applied' });
    const frame = await liveAt(backMs);
    expect(frame.data).toHaveLength(62);
    expect(missingIn(frame)).toEqual({});

    const standings = await database.db
      .selectFrom('live_standings')
      .select(['number', 'ranking', 'lap_count'])
      .where('session_id', '=', SESSION)
      .execute();
    expect(standings).toHaveLength(62);
    const inFrame = new Map(frame.data.map((row) => [row.participant_number, [row.ranking, row.lap_count]]));
    for (const standing of standings) {
      expect(inFrame.get(standing.number), standing.number).toEqual([standing.ranking, standing.lap_count]);
    }

    const types = (
      await database.db
        .selectFrom('events')
        .select('type')
        .where('stream_id', '=', streamIdOf(SESSION))
        .execute()
    ).map((event) => event.type);
    expect(types).not.toContain('CarStateChanged');
    expect(types).not.toContain('SessionEnded');
  });

  it('shows every car at the moment of the glitch in time travel too, rebuilt from the events', async () => {
    const response = await api.get(`/api/live?sessionId=${SESSION}&at=${FROM + 2 * STEP}`);
    expect(response.status).toBe(200);
    const past = (await response.json()) as LiveFrame;
    expect(past.data).toHaveLength(62);
    expect(past.data.every((row) => row.missing_since_time === null)).toBe(true);
  });
});
