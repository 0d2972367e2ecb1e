import { busKeys, readLatestLive } from '@lemans/bus';
import { parseRaceTime } from '@lemans/contract/timing';
import { readRecordingFile } from '@lemans/race';
import { saveLapRecording } from '@lemans/recordings';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cursorRaceTime, RECORDING_2025, truncated, waitFor } from '../ingest/replay-harness.ts';
import { type ReplaysUnderTest, startReplays } from '../ingest/replays-under-test.ts';
import { apiUnderTest } from './api-under-test.ts';

/** A replay's state (running, paused, stopped) is what every public answer about its session says. */

const PASSWORD = 'un mot de passe de test';
const UNTIL = parseRaceTime('01:00:00') as number;

const t = apiUnderTest({ adminPassword: PASSWORD });

let admin: Record<string, string>;
let replays: ReplaysUnderTest;
let recordingId: string;
let bus: Redis;

beforeAll(async () => {
  const login = await t.api.post('/api/admin/login', { password: PASSWORD });
  admin = { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] as string, 'x-admin-request': '1' };
  const recording = truncated(await readRecordingFile(RECORDING_2025), UNTIL);
  recordingId = (await saveLapRecording(t.database.db, recording)).id;
  replays = await startReplays({ db: t.database.db, redis: t.redis });
  bus = t.redis.connect('client');
}, 120_000);

afterAll(async () => {
  await replays?.close();
});

const call = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${t.api.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...admin },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return response.json();
};

interface Said {
  /** The latest frame on the bus: what the sockets were sent. */
  pushed: { replay_state?: string; session_status: string } | undefined;
  live: { session_status: string; replay_state?: string; replaced_by?: string | null };
  weather: { replay_state?: string; replaced_by?: string | null };
  /** What is live, as GET /api/live/state derives it. */
  state: { kind: string | null; phase: string; remaining_s: number | null };
  playing?: { session_status?: string; replay_state?: string };
  listed?: { status: string; active: boolean };
}

/** What each public endpoint says of the session. */
async function saidOf(sessionId: string): Promise<Said> {
  const get = async (path: string) => (await fetch(`${t.api.url}${path}`)).json();
  const playing = (await get('/api/live/sessions')) as { sessions: { session_id: string }[] };
  const listed = (await get('/api/sessions')) as { id: string }[];
  const latest = await readLatestLive(bus, busKeys(t.redis.prefix), sessionId);
  return {
    pushed: latest && JSON.parse(latest.data),
    live: (await get(`/api/live?sessionId=${sessionId}`)) as Said['live'],
    weather: (await get(`/api/weather?sessionId=${sessionId}`)) as Said['weather'],
    state: (await get(`/api/live/state?sessionId=${sessionId}`)) as Said['state'],
    playing: playing.sessions.find((session) => session.session_id === sessionId) as Said['playing'],
    listed: listed.find((session) => session.id === sessionId) as Said['listed'],
  };
}

/**
 * What the endpoints say once the live answer and the list of sessions played show `replayState` (they may
 * lag a command by their short caches); a replay over is no longer among the sessions played.
 */
async function settledOn(sessionId: string, replayState: string): Promise<Said> {
  let said = await saidOf(sessionId);
  const settled = () =>
    said.live.replay_state === replayState &&
    said.pushed?.replay_state === replayState &&
    (replayState === 'stopped' ? said.playing === undefined : said.playing?.replay_state === replayState);
  await waitFor(
    async () => {
      said = await saidOf(sessionId);
      return settled();
    },
    `la rediffusion ${replayState}`,
    10_000,
  );
  return said;
}

describe('a replay session', () => {
  it('is running, paused, replaced after a seek backwards and stopped in every answer alike', async () => {
    const { replay } = (await call('POST', '/api/admin/replays', {
      recording_id: recordingId,
      speed: 60,
      start: '00:30:00',
    })) as { replay: { id: string; session_id: string } };
    const first = replay.session_id;
    await waitFor(async () => (await cursorRaceTime(t.database, first)) > 0, 'le premier relevé');
    // Private until published: the sessions list shows it only then.
    await call('PUT', `/api/admin/sessions/${first}/published`, { published: true });

    const running = await settledOn(first, 'running');
    expect(running.live).toMatchObject({ session_status: 'active', replaced_by: null });
    expect(running.weather).toMatchObject({ replay_state: 'running' });
    expect(running.state).toMatchObject({ kind: 'replay', phase: 'running' });
    expect(running.playing).toMatchObject({ session_status: 'active', replay_state: 'running' });
    expect(running.listed).toMatchObject({ status: 'active', active: true });

    await call('POST', `/api/admin/replays/${replay.id}/control`, { paused: true });
    const paused = await settledOn(first, 'paused');
    expect(paused.live).toMatchObject({ session_status: 'active', replaced_by: null });
    expect(paused.weather).toMatchObject({ replay_state: 'paused' });
    expect(paused.state).toMatchObject({ kind: 'replay', phase: 'paused' });
    // Its clock stands still.
    const pausedLater = await saidOf(first);
    expect(pausedLater.state.remaining_s).toBe(paused.state.remaining_s);
    expect(paused.playing).toMatchObject({ session_status: 'active', replay_state: 'paused' });
    expect(paused.listed).toMatchObject({ status: 'active' });

    const { replay: sought } = (await call('POST', `/api/admin/replays/${replay.id}/control`, {
      race_time: '00:10:00',
      paused: false,
    })) as { replay: { session_id: string } };
    const second = sought.session_id;
    expect(second).not.toBe(first);
    const replaced = await settledOn(first, 'stopped');
    expect(replaced.live).toMatchObject({ session_status: 'ended', replaced_by: second });
    expect(replaced.pushed).toMatchObject({ session_status: 'ended', replaced_by: second });
    expect(replaced.weather).toMatchObject({ replay_state: 'stopped', replaced_by: second });
    expect(replaced.state).toMatchObject({ kind: 'replay', phase: 'stopped' });
    expect(replaced.playing).toBeUndefined();
    expect(replaced.listed).toMatchObject({ status: 'ended', active: false });

    await waitFor(async () => (await cursorRaceTime(t.database, second)) > 0, 'le relevé de la reprise');
    await call('PUT', `/api/admin/sessions/${second}/published`, { published: true });
    await call('DELETE', `/api/admin/replays/${replay.id}`);
    const stopped = await settledOn(second, 'stopped');
    expect(stopped.live).toMatchObject({ session_status: 'ended', replaced_by: null });
    expect(stopped.pushed).toMatchObject({ session_status: 'ended' });
    expect(stopped.weather).toMatchObject({ replay_state: 'stopped' });
    expect(stopped.state).toMatchObject({ kind: 'replay', phase: 'stopped' });
    expect(stopped.playing).toBeUndefined();
    expect(stopped.listed).toMatchObject({ status: 'ended', active: false });
  }, 90_000);
});
