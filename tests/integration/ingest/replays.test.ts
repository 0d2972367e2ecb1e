import { setTimeout as sleep } from 'node:timers/promises';
import { type ReplayCommand, ReplaysQueue } from '@lemans/bus/replays-queue';
import type { ReplaySummary } from '@lemans/contract';
import { parseRaceTime } from '@lemans/contract/timing';
import { createLogger } from '@lemans/platform';
import { streamIdOf } from '@lemans/projections';
import { type LapRecording, readRecordingFile } from '@lemans/race';
import { saveLapRecording } from '@lemans/recordings';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FeedPoller } from '../../../services/ingest/src/poll/feed-poller.ts';
import { rebuildSessionProjections } from '../../../services/ingest/src/projections/rebuild-projections.ts';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { feedControlHeaders } from '../../support/feed-control.ts';
import { createTestRedis, type TestRedis } from '../../support/redis.ts';
import { type StartedApi, startApi } from '../api/start-api.ts';
import { cursorRaceTime, RECORDING_2025, SESSION_2025, truncated, waitFor } from './replay-harness.ts';
import { type ReplaysUnderTest, startReplays } from './replays-under-test.ts';

/**
 * Replays through the pipeline with ingest's replay worker: two replays at different speeds and a live
 * session at once, each in its own session; pause, resume, seek both ways, stop, and the end of a session.
 */

const FROM = parseRaceTime('10:00:00') as number;
const LATER = parseRaceTime('11:00:00') as number;
const UNTIL = parseRaceTime('11:30:00') as number;

let database: TestDatabase;
let redis: TestRedis;
let replays: ReplaysUnderTest;
let api: StartedApi;
let full: LapRecording;
let windowId: string;
let live: FeedPoller;

beforeAll(async () => {
  database = await createTestDatabase();
  redis = createTestRedis();
  full = await readRecordingFile(RECORDING_2025);
  const window = truncated(full, UNTIL);
  windowId = (await saveLapRecording(database.db, window)).id;
  replays = await startReplays({ db: database.db, redis, recording: window });
  live = new FeedPoller({
    db: database.db,
    url: `${replays.feed.url}/live/WEC/data.json`,
    timeoutMs: 5000,
    publisher: replays.publisher,
    logger: createLogger('live-test', 'silent'),
  });
  api = await startApi({
    db: database.db,
    databaseUrl: database.url,
    redisUrl: inject('redisUrl'),
    redisPrefix: redis.prefix,
  });
}, 120_000);

afterAll(async () => {
  await api?.close();
  await replays?.close();
  await redis?.cleanup();
  await database?.drop();
});

async function send(command: ReplayCommand): Promise<ReplaySummary> {
  const result = await replays.queue.send(command);
  if (!result.ok) throw new Error(result.error);
  return result.replay;
}

const reached = (sessionId: string) => cursorRaceTime(database, sessionId);

const firstEventRaceTime = async (sessionId: string) => {
  const row = await database.db
    .selectFrom('events')
    .select('metadata')
    .where('stream_id', '=', streamIdOf(sessionId))
    .orderBy('stream_position')
    .executeTakeFirstOrThrow();
  return row.metadata.raceTimeMs as number;
};

const sessionRow = (sessionId: string) =>
  database.db
    .selectFrom('sessions')
    .select(['is_replay', 'active'])
    .where('id', '=', sessionId)
    .executeTakeFirstOrThrow();

const feedChannel = async (replayId: string) => {
  const response = await fetch(`${replays.feed.url}/replays/${replayId}/control`, {
    headers: feedControlHeaders,
  });
  return response.status === 200 ? ((await response.json()) as { paused: boolean; speed: number }) : null;
};

describe('replays through the pipeline', () => {
  let slow: ReplaySummary;
  let fast: ReplaySummary;

  it('plays two replays at two speeds and a live session at once, each in its own session', async () => {
    await live.pollOnce();
    slow = await send({ type: 'start', input: { recordingId: windowId, speed: 60, start: FROM } });
    fast = await send({ type: 'start', input: { recordingId: windowId, speed: 600, start: LATER } });
    expect(slow).toMatchObject({
      recording_id: windowId,
      recording_name: full.meta.name,
      session_id: `replay-${slow.id.slice(0, 8)}`,
      state: 'running',
      speed: 60,
      start_race_time_ms: FROM,
      duration_ms: UNTIL,
      error: null,
    });
    expect(fast.session_id).not.toBe(slow.session_id);
    await waitFor(
      async () => (await reached(fast.session_id)) >= LATER + 5 * 60_000,
      'la rediffusion à 600×',
    );
    await waitFor(async () => (await reached(slow.session_id)) >= FROM + 30_000, 'la rediffusion à 60×');
    replays.feed.advanceWallClock(3000);
    await live.pollOnce();

    // Each session only has what its own channel played.
    expect(await firstEventRaceTime(slow.session_id)).toBeGreaterThanOrEqual(FROM);
    expect(await firstEventRaceTime(slow.session_id)).toBeLessThan(FROM + 60_000);
    expect(await firstEventRaceTime(fast.session_id)).toBeGreaterThanOrEqual(LATER);
    expect(await reached(SESSION_2025)).toBe(3000);
    const laps = await database.db
      .selectFrom('laps')
      .select(['session_id'])
      .select((eb) => [eb.fn.min('race_time_ms').as('first'), eb.fn.count<number>('number').as('count')])
      .groupBy('session_id')
      .execute();
    const lapsOf = (sessionId: string) => laps.find((row) => row.session_id === sessionId);
    expect(lapsOf(SESSION_2025)).toBeUndefined();
    expect(Number(lapsOf(slow.session_id)?.first)).toBeGreaterThanOrEqual(FROM);
    expect(Number(lapsOf(fast.session_id)?.first)).toBeGreaterThanOrEqual(LATER);
    expect(Number(lapsOf(fast.session_id)?.count)).toBeGreaterThan(Number(lapsOf(slow.session_id)?.count));

    expect(await sessionRow(slow.session_id)).toEqual({ is_replay: true, active: true });
    expect(await sessionRow(SESSION_2025)).toMatchObject({ is_replay: false });
    // The live session stays the one shown by default.
    expect(await redis.client.get('live:current')).toBe(SESSION_2025);
  }, 120_000);

  it('flags the replay in /api/weather and lists the sessions being played, once published', async () => {
    await waitFor(
      async () => (await api.get(`/api/weather?sessionId=${fast.session_id}`)).status === 200,
      'la météo',
    );
    const weather = await (await api.get(`/api/weather?sessionId=${fast.session_id}`)).json();
    expect(weather).toMatchObject({ session_id: fast.session_id, is_replay: true });
    expect(await (await api.get('/api/weather')).json()).toMatchObject({
      session_id: SESSION_2025,
      is_replay: false,
    });
    const playing = async () =>
      (
        (await (await api.get('/api/live/sessions')).json()) as {
          sessions: { session_id: string; is_replay: boolean; current: boolean }[];
        }
      ).sessions;
    // Private previews until their operator publishes them (the admin route writes this table).
    expect((await playing()).map((session) => session.session_id)).toEqual([SESSION_2025]);
    await database.db
      .insertInto('published_sessions')
      .values([{ session_id: slow.session_id }, { session_id: fast.session_id }])
      .execute();
    const sessions = await playing();
    expect(
      sessions.map(({ session_id, is_replay, current }) => ({ session_id, is_replay, current })),
    ).toEqual([
      { session_id: SESSION_2025, is_replay: false, current: true },
      { session_id: slow.session_id, is_replay: true, current: false },
      { session_id: fast.session_id, is_replay: true, current: false },
    ]);
  }, 60_000);

  it('names each replay session after its recording, speed, start and run, so that the lists tell them apart', async () => {
    // Published by the test before.
    const listed = (await (await api.get('/api/sessions')).json()) as { id: string; name: string }[];
    const nameOf = (sessionId: string) => listed.find((session) => session.id === sessionId)?.name;
    const reference = (summary: ReplaySummary) => summary.session_id.replace('replay-', '');
    expect(nameOf(slow.session_id)).toBe(
      `Rediffusion — ${slow.recording_name} (60×, depuis 10:00:00, réf. ${reference(slow)})`,
    );
    expect(nameOf(fast.session_id)).toBe(
      `Rediffusion — ${fast.recording_name} (600×, depuis 11:00:00, réf. ${reference(fast)})`,
    );
  }, 60_000);

  it('pauses (race time stops, no more polls) and resumes', async () => {
    const paused = await send({ type: 'control', input: { replayId: slow.id, paused: true } });
    expect(paused.state).toBe('paused');
    expect(await replays.scheduler(slow.id)).toBeUndefined();
    expect(await feedChannel(slow.id)).toMatchObject({ paused: true });
    const at = await reached(slow.session_id);
    // A poll queued before its scheduler was removed takes in nothing: not even the document the channel
    // reached just before the pause, which would show the viewers the replay running again.
    expect(await replays.runner.poll(slow.id)).toEqual({ status: 'idle' });
    await sleep(1000);
    expect(await reached(slow.session_id)).toBe(at);

    expect((await send({ type: 'control', input: { replayId: slow.id, paused: false } })).state).toBe(
      'running',
    );
    expect(await replays.scheduler(slow.id)).toMatchObject({ every: 100 });
    await waitFor(async () => (await reached(slow.session_id)) > at, 'la reprise');
  }, 60_000);

  it('puts back the schedulers of running replays, and only theirs, when Redis comes back without them', async () => {
    const paused = await send({ type: 'control', input: { replayId: fast.id, paused: true } });
    expect(paused.state).toBe('paused');
    await replays.schedules.remove(slow.id);
    expect(await replays.scheduler(slow.id)).toBeUndefined();

    await replays.runner.reschedule();
    expect(await replays.scheduler(slow.id)).toMatchObject({ every: 100 });
    expect(await replays.scheduler(fast.id)).toBeUndefined();
    await send({ type: 'control', input: { replayId: fast.id, paused: false } });
  }, 60_000);

  it('seeks forward in the same session, and changes the speed', async () => {
    const target = (await reached(slow.session_id)) + 20 * 60_000;
    const sought = await send({
      type: 'control',
      input: { replayId: slow.id, raceTimeMs: target, speed: 30 },
    });
    expect(sought).toMatchObject({ session_id: slow.session_id, speed: 30, state: 'running' });
    expect(await feedChannel(slow.id)).toMatchObject({ speed: 30 });
    expect(await replays.scheduler(slow.id)).toMatchObject({ every: 100 });
    await waitFor(async () => (await reached(slow.session_id)) >= target, 'le saut en avant');
  }, 60_000);

  it('seeks backwards into a new run, a new session', async () => {
    const sought = await send({
      type: 'control',
      input: { replayId: slow.id, raceTimeMs: parseRaceTime('10:05:00') as number },
    });
    const next = `${slow.session_id}-2`;
    expect(sought).toMatchObject({ session_id: next, start_race_time_ms: 10 * 3600_000 + 5 * 60_000 });
    await waitFor(async () => (await reached(next)) > 0, 'la nouvelle session');
    expect(await firstEventRaceTime(next)).toBeGreaterThanOrEqual(sought.start_race_time_ms);
    expect(await firstEventRaceTime(next)).toBeLessThan(sought.start_race_time_ms + 60_000);
    expect(await sessionRow(slow.session_id)).toEqual({ is_replay: true, active: false });
    expect(await sessionRow(next)).toEqual({ is_replay: true, active: true });
    const run = await database.db
      .selectFrom('sessions')
      .select('name')
      .where('id', '=', next)
      .executeTakeFirstOrThrow();
    expect(run.name).toBe(
      `Rediffusion — ${sought.recording_name} (30×, depuis 10:05:00, réf. ${next.replace('replay-', '')})`,
    );
    slow = sought;
  }, 60_000);

  it('refuses what cannot be done, in French', async () => {
    const refusal = (command: ReplayCommand) => replays.queue.send(command);
    expect(
      await refusal({ type: 'start', input: { recordingId: windowId, speed: 1, start: UNTIL + 1000 } }),
    ).toEqual({ ok: false, status: 400, error: "Le départ dépasse la fin de l'enregistrement (11:30:00)" });
    expect(
      await refusal({
        type: 'start',
        input: { recordingId: '00000000-0000-4000-8000-000000000000', speed: 1, start: 0 },
      }),
    ).toEqual({ ok: false, status: 404, error: 'Enregistrement introuvable' });
    expect(
      await refusal({ type: 'stop', input: { replayId: '00000000-0000-4000-8000-000000000000' } }),
    ).toEqual({ ok: false, status: 404, error: 'Rediffusion introuvable' });
  }, 30_000);

  it('says in French that ingest does not answer, and withdraws the command', async () => {
    const nobody = createTestRedis();
    const queue = new ReplaysQueue({
      connection: nobody.connect('queue'),
      eventsConnection: nobody.connect('worker'),
      redisPrefix: nobody.prefix,
      logger: createLogger('replays-test', 'silent'),
      timeoutMs: 500,
    });
    try {
      await expect(
        queue.send({ type: 'start', input: { recordingId: windowId, speed: 1, start: 0 } }),
      ).rejects.toMatchObject({ message: "Le service d'ingestion ne répond pas", status: 503 });
      expect(await queue.queue.getJobCounts('waiting')).toEqual({ waiting: 0 });
    } finally {
      await queue.close();
      await nobody.cleanup();
    }
  }, 30_000);

  it('stops: no more polls, no more channel, the session is no longer played', async () => {
    const stopped = await send({ type: 'stop', input: { replayId: slow.id } });
    expect(stopped.state).toBe('stopped');
    expect(await replays.scheduler(slow.id)).toBeUndefined();
    expect(await feedChannel(slow.id)).toBeNull();
    expect(await sessionRow(slow.session_id)).toMatchObject({ active: false });
    // The stop is an event of the session: projections rebuilt from the events agree.
    const last = await database.db
      .selectFrom('events')
      .select(['type', 'data'])
      .where('stream_id', '=', streamIdOf(slow.session_id))
      .orderBy('stream_position', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toEqual({ type: 'SessionStatusChanged', data: { from: 'active', to: 'ended' } });
    await rebuildSessionProjections(database.db, slow.session_id);
    expect(await sessionRow(slow.session_id)).toMatchObject({ active: false });
    const at = await reached(slow.session_id);
    await sleep(500);
    expect(await reached(slow.session_id)).toBe(at);
    const { sessions } = (await (await api.get('/api/live/sessions')).json()) as {
      sessions: { session_id: string }[];
    };
    expect(sessions.map((session) => session.session_id)).toEqual([SESSION_2025, fast.session_id]);
    expect(
      await replays.queue.send({ type: 'control', input: { replayId: slow.id, paused: true } }),
    ).toMatchObject({ ok: false, status: 409 });
  }, 60_000);

  it('finishes at the end of the recording, after the chequered flag', async () => {
    const fullId = (await saveLapRecording(database.db, full)).id;
    const last = await send({
      type: 'start',
      input: { recordingId: fullId, speed: 600, start: parseRaceTime('23:58:00') as number },
    });
    const state = async () =>
      (
        await database.db
          .selectFrom('replays')
          .select('state')
          .where('id', '=', last.id)
          .executeTakeFirstOrThrow()
      ).state;
    await waitFor(async () => (await state()) === 'finished', 'la fin de la session');
    // Not at the flag: once the last cars have crossed the line, at the recording's very end.
    expect(await reached(last.session_id)).toBe(full.meta.durationMs);
    expect(await replays.scheduler(last.id)).toBeUndefined();
    expect(await feedChannel(last.id)).toBeNull();
    expect(await sessionRow(last.session_id)).toMatchObject({ active: false });
    const frame = (await (await api.get(`/api/live?sessionId=${last.session_id}`)).json()) as {
      session_status: string;
      weather: { race_state: string };
    };
    expect(frame.session_status).toBe('ended');
    expect(frame.weather.race_state).toBe('finished');
  }, 120_000);
});
