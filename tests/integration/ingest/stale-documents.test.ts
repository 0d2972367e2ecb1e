import { type BusKeys, busKeys, decodeFrameEntry, type RawStreamEntry, readLatestLive } from '@lemans/bus';
import type { LiveFrame } from '@lemans/contract';
import { ingestCursorIdOf } from '@lemans/projections';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedPoller } from '../../../services/ingest/src/poll/feed-poller.ts';
import { LivePublisher } from '../../../services/ingest/src/publish/live-publisher.ts';
import { capturedLogger } from '../../support/captured-logger.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { feedControlHeaders } from '../../support/feed-control.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedFeed, startFeed } from '../feed/start-feed.ts';

/**
 * A feed that goes back in time (an organiser's glitch, a feed restarted from an earlier race time): the
 * documents older than what ingest has committed change nothing, neither the events nor the live frames,
 * so that the state pushed and served always equals the projections; frames resume once the feed has
 * passed the cursor again. Live polls and replay polls (a session of ours given) follow the same rule.
 */

/** The feed's tiny race in step mode: one minute of race a poll, a lap every 3.5 minutes or so. */
const STEP_MS = 60_000;
const TINY_SESSION = '4242';

let database: TestDatabase;
let redis: TestRedis;
let publisherRedis: Redis;
let reader: Redis;
const feeds: StartedFeed[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  redis = createTestRedis();
  publisherRedis = redis.connect('client');
  reader = redis.connect('client');
});
afterAll(async () => {
  await Promise.all(feeds.map((feed) => feed.close()));
  await redis.cleanup();
  await database.drop();
});

/** Every live-update of the session in the frames stream, oldest first. */
async function liveFramesOf(keys: BusKeys, sessionId: string): Promise<{ id: string; frame: LiveFrame }[]> {
  const entries = (await reader.xrange(keys.frames, '-', '+')) as RawStreamEntry[];
  return entries.flatMap((entry) => {
    const decoded = decodeFrameEntry(entry);
    return decoded?.type === 'live-update' && decoded.session === sessionId
      ? [{ id: decoded.id, frame: JSON.parse(decoded.data) as LiveFrame }]
      : [];
  });
}

async function latestStateOf(keys: BusKeys, sessionId: string) {
  const latest = await readLatestLive(reader, keys, sessionId);
  return latest && { id: latest.id, frame: JSON.parse(latest.data) as LiveFrame };
}

/** Laps and ranking by car, as a frame shows them and as the projection holds them. */
const lapsInFrame = (frame: LiveFrame) =>
  Object.fromEntries(frame.data.map((row) => [row.participant_number, [row.ranking, row.lap_count]]));

async function lapsInProjection(sessionId: string) {
  const rows = await database.db
    .selectFrom('live_standings')
    .select(['number', 'ranking', 'lap_count'])
    .where('session_id', '=', sessionId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.number, [row.ranking, row.lap_count]]));
}

async function checkpointRaceTimeOf(sessionId: string): Promise<number | undefined> {
  const row = await database.db
    .selectFrom('cursors')
    .select('value')
    .where('id', '=', ingestCursorIdOf(sessionId))
    .executeTakeFirst();
  return (row?.value as { raceTimeMs?: number } | undefined)?.raceTimeMs;
}

describe.each([
  { kind: 'the live session', sessionId: undefined, session: TINY_SESSION, prefix: 'live' },
  { kind: 'a replay', sessionId: 'replay-5a1e0c0d', session: 'replay-5a1e0c0d', prefix: 'replay' },
])('a feed going back in time, polled for $kind', ({ sessionId, session, prefix }) => {
  it('publishes no older frame: the live state keeps the newest race time and equals the projections, then moves on past the cursor', async () => {
    const feed = await startFeed({ clock: { startMs: 0, stepMs: STEP_MS } });
    feeds.push(feed);
    const keys = busKeys(`${redis.prefix}:${prefix}`);
    const { logger, lines } = capturedLogger();
    const poller = new FeedPoller({
      db: database.db,
      url: `${feed.url}/live/WEC/data.json`,
      timeoutMs: 5000,
      publisher: new LivePublisher(publisherRedis, keys, 1000, logger),
      logger,
      sessionId,
    });
    const control = (body: object) =>
      fetch(`${feed.url}/control`, {
        method: 'POST',
        headers: { ...feedControlHeaders, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    // Eleven minutes of race: three laps or so for every car.
    for (let poll = 0; poll < 12; poll++) {
      expect(await poller.pollOnce()).toMatchObject({ status: 'applied' });
    }
    const newest = await latestStateOf(keys, session);
    expect(newest?.frame.weather.elapsed_time).toBe(660);
    expect(await checkpointRaceTimeOf(session)).toBe(660_000);
    const framesBefore = await liveFramesOf(keys, session);

    // The feed restarts from three minutes in: three documents older than the cursor.
    expect((await control({ raceTime: 180_000 })).status).toBe(200);
    for (let poll = 0; poll < 3; poll++) {
      expect(await poller.pollOnce()).toMatchObject({ status: 'skipped', reason: 'stale-snapshot' });
    }
    expect(poller.counts['stale-snapshot']).toBe(3);
    expect(await liveFramesOf(keys, session)).toEqual(framesBefore);
    expect(await latestStateOf(keys, session)).toEqual(newest);
    expect(await checkpointRaceTimeOf(session)).toBe(660_000);
    expect(lapsInFrame(newest?.frame as LiveFrame)).toEqual(await lapsInProjection(session));

    // One warning for the whole run of stale documents, saying how far behind it was.
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ documentRaceTime: '00:03:00', cursorRaceTime: '00:11:00' });

    // Past the cursor again: frames resume, and still equal the projections.
    expect((await control({ raceTime: 720_000 })).status).toBe(200);
    expect(await poller.pollOnce()).toMatchObject({ status: 'applied' });
    const resumed = await latestStateOf(keys, session);
    expect(resumed?.frame.weather.elapsed_time).toBe(720);
    expect((await liveFramesOf(keys, session)).at(-1)).toEqual(resumed);
    expect(lapsInFrame(resumed?.frame as LiveFrame)).toEqual(await lapsInProjection(session));
    expect(lines.filter((line) => line.level === 40)).toHaveLength(1);
  });
});

describe('the same document polled again', () => {
  it('changes nothing and adds no frame, but a restarted poller serves the state it finds committed', async () => {
    const feed = await startFeed({ clock: { startMs: 0, stepMs: STEP_MS } });
    feeds.push(feed);
    const keys = busKeys(`${redis.prefix}:repeat`);
    const { logger } = capturedLogger();
    const pollerOf = () =>
      new FeedPoller({
        db: database.db,
        url: `${feed.url}/live/WEC/data.json`,
        timeoutMs: 5000,
        publisher: new LivePublisher(publisherRedis, keys, 1000, logger),
        logger,
        sessionId: 'replay-0ea7ed00',
      });
    const control = (body: object) =>
      fetch(`${feed.url}/control`, {
        method: 'POST',
        headers: { ...feedControlHeaders, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });

    const first = pollerOf();
    for (let poll = 0; poll < 5; poll++) expect(await first.pollOnce()).toMatchObject({ status: 'applied' });
    // Paused at the last document applied: the feed serves it again and again.
    expect((await control({ paused: true, raceTime: 240_000 })).status).toBe(200);
    const framesBefore = await liveFramesOf(keys, 'replay-0ea7ed00');
    expect(await first.pollOnce()).toEqual({ status: 'not-modified' });
    expect(await liveFramesOf(keys, 'replay-0ea7ed00')).toEqual(framesBefore);

    // A poller started afresh (the process restarted) gets the whole document again, with nothing to apply:
    // it publishes the committed state once, in case the frame was lost with the process that stopped.
    const restarted = pollerOf();
    expect(await restarted.pollOnce()).toEqual({ status: 'not-modified' });
    expect(await restarted.pollOnce()).toEqual({ status: 'not-modified' });
    const frames = await liveFramesOf(keys, 'replay-0ea7ed00');
    expect(frames).toHaveLength(framesBefore.length + 1);
    expect(frames.at(-1)?.frame.weather.elapsed_time).toBe(240);
    expect(lapsInFrame(frames.at(-1)?.frame as LiveFrame)).toEqual(await lapsInProjection('replay-0ea7ed00'));
  });
});
