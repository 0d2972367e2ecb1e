import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { busKeys, decodeFrameEntry, type RawStreamEntry } from '@lemans/bus';
import type { LiveFrame } from '@lemans/contract';
import type { LiveState } from '@lemans/contract/live-state';
import { parseSnapshot, snapshotAt } from '@lemans/race';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readIngestConfig } from '../../../services/ingest/src/config.ts';
import { type StartedIngest, startIngest } from '../../../services/ingest/src/start-ingest.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { FEED_CONTROL_SECRET, feedControlHeaders } from '../../support/feed-control.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedApi, startApi } from '../api/start-api.ts';
import { type StartedFeed, startFeed } from '../feed/start-feed.ts';
import { tinyRecording } from '../feed/tiny-recording.ts';

/**
 * Starts of the site one after the other on the same database and Redis, as `npm start` run again: feed,
 * ingest and API started afresh each time, the feed marking its documents with a run of its own. Each start
 * is live while it runs, whatever race time it starts from, and the site follows the newest; the earlier
 * ones stay as ended sessions. Within one start, a document older than what ingest holds is still ignored.
 */

/** The feed in step mode: each poll that finds it playing moves the race on by a minute. */
const STEP_MS = 60_000;
const ORGANISER_SESSION = 4242;
const minutes = (count: number) => count * 60_000;

let database: TestDatabase;
let redis: TestRedis;
const logLines: { level: number; msg: string; [key: string]: unknown }[] = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk, _encoding, done) {
      logLines.push(JSON.parse(String(chunk)));
      done();
    },
  }),
);

beforeAll(async () => {
  database = await createTestDatabase();
  redis = createTestRedis();
});
afterAll(async () => {
  await redis?.cleanup();
  await database?.drop();
});

interface StartedSite {
  feed: StartedFeed;
  ingest: StartedIngest;
  api: StartedApi;
  control(body: object): Promise<void>;
  stop(): Promise<void>;
}

/** One `npm start`: the feed, paused at `startMs` until told, then ingest polling it and the API. */
async function startSite(run: string, startMs: number): Promise<StartedSite> {
  const feed = await startFeed({ run, clock: { startMs, stepMs: STEP_MS, paused: true } });
  const ingest = await startIngest(
    readIngestConfig({
      DATABASE_URL: database.url,
      REDIS_URL: inject('redisUrl'),
      REDIS_PREFIX: redis.prefix,
      ORGANISER_FEED_URL: `${feed.url}/live/WEC/data.json`,
      REPLAY_FEED_URL: feed.url,
      CATALOGUE_URL: `${feed.url}/catalogue`,
      FEED_CONTROL_SECRET,
      POLL_INTERVAL_MS: '200',
    }),
    { logger },
  );
  const api = await startApi({
    db: database.db,
    databaseUrl: database.url,
    redisUrl: inject('redisUrl'),
    redisPrefix: redis.prefix,
  });
  return {
    feed,
    ingest,
    api,
    async control(body) {
      const response = await fetch(`${feed.url}/control`, {
        method: 'POST',
        headers: { ...feedControlHeaders, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(200);
    },
    async stop() {
      await ingest.close();
      await api.close();
      await feed.close();
    },
  };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`condition non remplie en ${timeoutMs} ms : ${JSON.stringify(value)}`);
    await sleep(100);
  }
}

const json = async <T>(api: StartedApi, path: string): Promise<T> =>
  (await api.get(path)).json() as Promise<T>;
const liveState = (api: StartedApi, query = '') => json<LiveState>(api, `/api/live/state${query}`);
const liveFrame = (api: StartedApi, query = '') => json<LiveFrame>(api, `/api/live${query}`);

/** Laps by car, as a frame shows them. */
const lapsIn = (frame: LiveFrame) =>
  Object.fromEntries(frame.data.map((row) => [row.participant_number, row.lap_count]));

/** Laps by car in the organiser's document at that race time: what a start from there must show. */
const lapsAt = (raceTimeMs: number) =>
  Object.fromEntries(
    parseSnapshot(snapshotAt(tinyRecording(), raceTimeMs)).entries.map((entry) => [entry.number, entry.lap]),
  );

/** The sessions as the API lists them, by id. */
async function sessionsOf(api: StartedApi) {
  const sessions = await json<{ id: string; name: string; status: string; active: boolean }[]>(
    api,
    '/api/sessions',
  );
  return Object.fromEntries(sessions.map(({ id, name, status, active }) => [id, { name, status, active }]));
}

/** The sessions whose live frames went out flagged current, in the order of the frames stream. */
async function currentFrameSessions(): Promise<string[]> {
  const reader = redis.connect('client');
  try {
    const entries = (await reader.xrange(busKeys(redis.prefix).frames, '-', '+')) as RawStreamEntry[];
    return entries.flatMap((entry) => {
      const frame = decodeFrameEntry(entry);
      return frame?.type === 'live-update' && frame.current ? [frame.session] : [];
    });
  } finally {
    reader.disconnect();
  }
}

describe('every start of the site', () => {
  it('is live while it runs, from any race time, and the site follows the newest', async () => {
    const first = `${ORGANISER_SESSION}-a1`;
    const second = `${ORGANISER_SESSION}-b2`;
    const third = `${ORGANISER_SESSION}-c3`;

    // The first start plays the race to the finish.
    const one = await startSite('a1', minutes(18));
    try {
      const running = await until(
        () => liveState(one.api),
        (state) => state.session_id === first,
      );
      expect(running).toMatchObject({ kind: 'live', phase: 'running', race_state: 'green' });
      expect(lapsIn(await liveFrame(one.api))).toEqual(lapsAt(minutes(18)));
      expect(await currentFrameSessions()).toContain(first);
      await one.control({ paused: false });
      await until(
        () => liveState(one.api),
        (state) => state.phase === 'finished',
      );
    } finally {
      await one.stop();
    }

    // The second starts from an earlier race time than the first reached: a live session of its own.
    const two = await startSite('b2', minutes(5));
    try {
      const running = await until(
        () => liveState(two.api),
        (state) => state.session_id === second,
      );
      expect(running).toMatchObject({ kind: 'live', phase: 'running' });
      const frame = await liveFrame(two.api);
      expect(frame.session_id).toBe(second);
      expect(frame.weather.elapsed_time).toBe(300);
      expect(lapsIn(frame)).toEqual(lapsAt(minutes(5)));
      expect(lapsIn(frame)).not.toEqual(lapsAt(minutes(18)));
      expect((await currentFrameSessions()).at(-1)).toBe(second);

      // Within this start, a document older than what ingest holds is still the feed's glitch: ignored.
      await two.control({ raceTime: '00:02:00' });
      await until(
        async () => two.ingest.poller.counts['stale-snapshot'] ?? 0,
        (skipped) => skipped >= 1,
      );
      expect((await liveFrame(two.api)).weather.elapsed_time).toBe(300);
      expect(await liveState(two.api)).toMatchObject({ session_id: second, phase: 'running' });
      const warnings = logLines.filter((line) => line.level === 40 && line.sessionId === second);
      expect(warnings).toEqual([
        expect.objectContaining({ documentRaceTime: '00:02:00', cursorRaceTime: '00:05:00' }),
      ]);
      // Past what it holds, the same session moves on.
      await two.control({ raceTime: '00:08:00' });
      const movedOn = await until(
        () => liveFrame(two.api),
        (latest) => latest.weather.elapsed_time === 480,
      );
      expect(movedOn.session_id).toBe(second);
      expect(lapsIn(movedOn)).toEqual(lapsAt(minutes(8)));

      const sessions = await sessionsOf(two.api);
      // Each start keeps the organiser's name, as the race it plays does.
      expect(sessions[first]).toEqual({
        name: 'Course',
        status: 'ended',
        active: false,
      });
      expect(sessions[second]).toEqual({
        name: 'Course',
        status: 'active',
        active: true,
      });
      // The first start's session is as it ended: its own frame, finished.
      expect(await liveState(two.api, `?sessionId=${first}`)).toMatchObject({ phase: 'finished' });
    } finally {
      // Stopped mid-race, as a Ctrl-C does: its session is still active.
      await two.stop();
    }

    // A third start, earlier still: it replaces the second, which ends.
    const three = await startSite('c3', minutes(3));
    try {
      const running = await until(
        () => liveState(three.api),
        (state) => state.session_id === third,
      );
      expect(running).toMatchObject({ kind: 'live', phase: 'running' });
      expect(lapsIn(await liveFrame(three.api))).toEqual(lapsAt(minutes(3)));
      const sessions = await sessionsOf(three.api);
      expect(sessions[second]).toMatchObject({ status: 'ended', active: false });
      expect(sessions[third]).toMatchObject({ status: 'active', active: true });
      expect(Object.values(sessions).filter((session) => session.active)).toHaveLength(1);
      // Those who follow the second learn that it has ended, where it stopped.
      const ended = await until(
        () => liveFrame(three.api, `?sessionId=${second}`),
        (frame) => frame.session_status === 'ended',
      );
      expect(ended.weather.elapsed_time).toBe(480);
      expect(await liveState(three.api, `?sessionId=${second}`)).toMatchObject({ phase: 'finished' });
      const endings = await database.db
        .selectFrom('events')
        .select(['type', 'data'])
        .where('stream_id', '=', `session-${second}`)
        .where('type', '=', 'SessionStatusChanged')
        .execute();
      expect(endings).toEqual([{ type: 'SessionStatusChanged', data: { from: 'active', to: 'ended' } }]);
      expect(logLines).toContainEqual(
        expect.objectContaining({
          msg: 'session précédente du flux terminée : un nouveau lancement la remplace',
          sessionId: second,
          newSessionId: third,
        }),
      );
      expect((await currentFrameSessions()).at(-1)).toBe(third);
    } finally {
      await three.stop();
    }
  }, 120_000);
});
