import { parseRaceTime } from '@lemans/contract/timing';
import { readRecordingFile } from '@lemans/race';
import { saveLapRecording } from '@lemans/recordings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cursorRaceTime, RECORDING_2025, truncated, waitFor } from '../ingest/replay-harness.ts';
import { type ReplaysUnderTest, startReplays } from '../ingest/replays-under-test.ts';
import { apiUnderTest } from './api-under-test.ts';

/** The admin's replays: list, start, pause / speed / seek, stop; through ingest's replay worker. */

const PASSWORD = 'un mot de passe de test';
const UNTIL = parseRaceTime('01:00:00') as number;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const t = apiUnderTest({ adminPassword: PASSWORD });

let admin: Record<string, string>;
let replays: ReplaysUnderTest;
let recordingId: string;

beforeAll(async () => {
  const login = await t.api.post('/api/admin/login', { password: PASSWORD });
  admin = { cookie: (login.headers.get('set-cookie') ?? '').split(';')[0] as string, 'x-admin-request': '1' };
  const recording = truncated(await readRecordingFile(RECORDING_2025), UNTIL);
  recordingId = (await saveLapRecording(t.database.db, recording)).id;
  replays = await startReplays({ db: t.database.db, redis: t.redis });
}, 120_000);

afterAll(async () => {
  await replays?.close();
});

const call = (method: string, path: string, body?: unknown, headers = admin) =>
  fetch(`${t.api.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const auditOf = async () =>
  (await t.database.db.selectFrom('admin_audit').select(['action', 'target']).orderBy('id').execute()).filter(
    (row) => row.action.startsWith('replay_'),
  );

describe('the admin replays routes', () => {
  it('are closed to anonymous visitors', async () => {
    const anonymous = { 'x-admin-request': '1' };
    for (const [method, path, body] of [
      ['GET', '/api/admin/replays'],
      ['POST', '/api/admin/replays', { recording_id: recordingId, speed: 60 }],
      ['POST', `/api/admin/replays/${UNKNOWN}/control`, { paused: true }],
      ['DELETE', `/api/admin/replays/${UNKNOWN}`],
    ] as const) {
      expect((await call(method, path, body, anonymous)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('refuse bad input with a French 400', async () => {
    const cases: [unknown, string][] = [
      [{ recording_id: recordingId, speed: 0 }, 'La vitesse doit être comprise entre 0,1 et 3600'],
      [{ recording_id: recordingId, speed: 5000 }, 'La vitesse doit être comprise entre 0,1 et 3600'],
      [{ recording_id: recordingId, speed: 60, start: '1h' }, 'Heure de course invalide : « 1h » (hh:mm:ss)'],
      [
        { recording_id: recordingId, speed: 60, start: '02:00:00' },
        "Le départ dépasse la fin de l'enregistrement (01:00:00)",
      ],
      [{ speed: 60 }, 'Enregistrement requis'],
    ];
    for (const [body, error] of cases) {
      const response = await call('POST', '/api/admin/replays', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ error, code: 'request.invalid' });
    }
  });

  it('answer 404 for an unknown recording or replay', async () => {
    for (const [method, path, body, error] of [
      ['POST', '/api/admin/replays', { recording_id: UNKNOWN, speed: 1 }, 'Enregistrement introuvable'],
      ['POST', '/api/admin/replays', { recording_id: 'pas-un-id', speed: 1 }, 'Enregistrement introuvable'],
      ['POST', `/api/admin/replays/${UNKNOWN}/control`, { paused: true }, 'Rediffusion introuvable'],
      ['POST', '/api/admin/replays/abc/control', { paused: true }, 'Rediffusion introuvable'],
      ['DELETE', `/api/admin/replays/${UNKNOWN}`, undefined, 'Rediffusion introuvable'],
    ] as const) {
      const response = await call(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({ error, code: 'request.not_found' });
    }
  });

  it('start, list, control and stop a replay, and audit each action', async () => {
    const started = await call('POST', '/api/admin/replays', {
      recording_id: recordingId,
      speed: 60,
      start: '00:30:00',
    });
    expect(started.status).toBe(201);
    const { replay } = (await started.json()) as { replay: { id: string; session_id: string } };
    expect(replay).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      recording_id: recordingId,
      recording_name: expect.any(String),
      session_id: `replay-${replay.id.slice(0, 8)}`,
      state: 'running',
      speed: 60,
      race_time_ms: 30 * 60_000,
      duration_ms: UNTIL,
      start_race_time_ms: 30 * 60_000,
      created_at: expect.any(String),
      error: null,
      // A preview until the operator publishes it.
      published: false,
    });

    const listed = (await (await call('GET', '/api/admin/replays')).json()) as { replays: { id: string }[] };
    expect(listed.replays.map((row) => row.id)).toEqual([replay.id]);

    // Its session has taken in a first document: a seek before it is one backwards.
    await waitFor(async () => (await cursorRaceTime(t.database, replay.session_id)) > 0, 'le premier relevé');
    const paused = await call('POST', `/api/admin/replays/${replay.id}/control`, {
      paused: true,
      speed: 120,
    });
    expect(paused.status).toBe(200);
    expect(await paused.json()).toMatchObject({ replay: { id: replay.id, state: 'paused', speed: 120 } });

    const empty = await call('POST', `/api/admin/replays/${replay.id}/control`, {});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({
      error: 'Rien à changer : indiquez paused, speed ou race_time',
      code: 'request.invalid',
    });
    const beyond = await call('POST', `/api/admin/replays/${replay.id}/control`, { race_time: '03:00:00' });
    expect(beyond.status).toBe(400);

    const sought = await call('POST', `/api/admin/replays/${replay.id}/control`, { race_time: '00:10:00' });
    expect(sought.status).toBe(200);
    expect(await sought.json()).toMatchObject({
      replay: { session_id: `replay-${replay.id.slice(0, 8)}-2`, start_race_time_ms: 10 * 60_000 },
    });

    const stopped = await call('DELETE', `/api/admin/replays/${replay.id}`);
    expect(stopped.status).toBe(200);
    expect(await stopped.json()).toMatchObject({ replay: { id: replay.id, state: 'stopped' } });

    expect(await auditOf()).toEqual([
      { action: 'replay_started', target: `replay ${replay.id}` },
      { action: 'replay_controlled', target: `replay ${replay.id}` },
      { action: 'replay_controlled', target: `replay ${replay.id}` },
      { action: 'replay_stopped', target: `replay ${replay.id}` },
    ]);
  }, 60_000);
});
