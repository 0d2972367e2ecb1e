import { saveLapRecording } from '@lemans/recordings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { feedControlHeaders } from '../../support/feed-control.ts';
import { type StartedFeed, startFeed } from './start-feed.ts';
import { tinyRecording } from './tiny-recording.ts';

/** The feed's replay channels: stored recordings played on demand, each on its own clock. */

const REPLAY = '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b';
const OTHER = '7a2e3d4c-5b6a-4f70-9b8c-0d1e2f3a4b5c';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

let database: TestDatabase;
let feed: StartedFeed;
let recordingId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  recordingId = (await saveLapRecording(database.db, tinyRecording())).id;
  feed = await startFeed({ db: database.db });
});

afterAll(async () => {
  await feed?.close();
  await database?.drop();
});

const request = (method: string, path: string, body?: unknown) =>
  fetch(`${feed.url}${path}`, {
    method,
    headers:
      body === undefined ? feedControlHeaders : { ...feedControlHeaders, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

const document = async (replayId: string) =>
  (await (await request('GET', `/replays/${replayId}/data.json`)).json()) as {
    params: { elapsedTime: number; replay: boolean; sessionId: number };
  };

describe('replay channels', () => {
  it('are created by PUT, served as replays, and replaced whole by the same PUT', async () => {
    const body = { recordingId, speed: 10, raceTime: '00:05:00', paused: true };
    const created = await request('PUT', `/replays/${REPLAY}`, body);
    expect(created.status).toBe(201);
    expect(await created.json()).toMatchObject({
      id: REPLAY,
      recordingId,
      raceTimeMs: 300_000,
      speed: 10,
      paused: true,
      end: 'hold',
      recording: { name: 'Course miniature', sessionId: 4242 },
    });
    expect((await document(REPLAY)).params).toMatchObject({
      elapsedTime: 300,
      replay: true,
      sessionId: 4242,
    });
    // The main channel is untouched: still the live document at its own time.
    expect(
      ((await (await request('GET', '/live/WEC/data.json')).json()) as { params: unknown }).params,
    ).toMatchObject({
      elapsedTime: 0,
      replay: false,
    });

    const replaced = await request('PUT', `/replays/${REPLAY}`, { ...body, raceTime: 60_000 });
    expect(replaced.status).toBe(200);
    expect((await document(REPLAY)).params.elapsedTime).toBe(60);
  });

  it('are steered by the same control as the main channel, each on its own clock', async () => {
    await request('PUT', `/replays/${OTHER}`, {
      recordingId,
      speed: 1,
      raceTime: 0,
      paused: true,
      stepMs: 3000,
    });
    const changed = await request('POST', `/replays/${REPLAY}/control`, { raceTime: '00:10:00' });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ raceTimeMs: 600_000, raceTime: '00:10:00' });
    expect((await document(REPLAY)).params.elapsedTime).toBe(600);
    expect((await document(OTHER)).params.elapsedTime).toBe(0);
    const refused = await request('POST', `/replays/${REPLAY}/control`, { speed: -1 });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'Réglages invalides : speed : doit être strictement positif',
      code: 'request.invalid',
    });

    const { replays } = (await (await request('GET', '/replays')).json()) as { replays: { id: string }[] };
    expect(replays.map((replay) => replay.id).sort()).toEqual([REPLAY, OTHER].sort());
  });

  it('refuse what they cannot play, in French', async () => {
    const unknown = await request('PUT', `/replays/${REPLAY}`, {
      recordingId: UNKNOWN,
      speed: 1,
      raceTime: 0,
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Enregistrement introuvable', code: 'request.not_found' });
    const beyond = await request('PUT', `/replays/${REPLAY}`, {
      recordingId,
      speed: 1,
      raceTime: '05:00:00',
    });
    expect(beyond.status).toBe(400);
    expect(((await beyond.json()) as { error: string }).error).toMatch(
      /^Réglages invalides : raceTime : 05:00:00 dépasse la fin/,
    );
    const incomplete = await request('PUT', `/replays/${REPLAY}`, { recordingId, raceTime: 0 });
    expect(incomplete.status).toBe(400);
    const badId = await request('PUT', '/replays/abc', { recordingId, speed: 1, raceTime: 0 });
    expect(badId.status).toBe(400);
    expect(await badId.json()).toEqual({
      error: 'Identifiant de rediffusion invalide : « abc »',
      code: 'request.invalid',
    });
    expect((await request('GET', `/replays/${UNKNOWN}/data.json`)).status).toBe(404);
  });

  it('end with DELETE', async () => {
    expect((await request('DELETE', `/replays/${OTHER}`)).status).toBe(204);
    expect((await request('GET', `/replays/${OTHER}/data.json`)).status).toBe(404);
    const again = await request('DELETE', `/replays/${OTHER}`);
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ error: 'Rediffusion introuvable', code: 'request.not_found' });
  });

  it('are unavailable without a database', async () => {
    const bare = await startFeed();
    try {
      const response = await fetch(`${bare.url}/replays/${REPLAY}`, {
        method: 'PUT',
        headers: { ...feedControlHeaders, 'content-type': 'application/json' },
        body: JSON.stringify({ recordingId, speed: 1, raceTime: 0 }),
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        error: 'Rediffusions indisponibles : aucune base de données configurée',
        code: 'server.unavailable',
      });
      const list = await fetch(`${bare.url}/replays`, { headers: feedControlHeaders });
      expect(await list.json()).toEqual({ replays: [] });
    } finally {
      await bare.close();
    }
  });
});
