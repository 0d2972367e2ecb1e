import { saveLapRecording } from '@lemans/recordings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../support/database.ts';
import { FEED_CONTROL_SECRET, feedControlHeaders } from '../../support/feed-control.ts';
import { type StartedFeed, startFeed } from './start-feed.ts';

/** The feed's /control and /replays steer the race everyone watches: only holders of the secret may. */

const REPLAY = '6f1d2c3b-4a59-4e6f-8a7b-9c0d1e2f3a4b';
const NEW_REPLAY = '7a2e3d4c-5b6a-4f70-9b8c-0d1e2f3a4b5c';

const REFUSED =
  'Pilotage refusé : secret absent ou incorrect (en-tête Authorization: Bearer <FEED_CONTROL_SECRET>)';
const UNCONFIGURED =
  "Pilotage du flux indisponible : la variable FEED_CONTROL_SECRET n'est pas configurée sur le flux";

type Call = [method: string, path: string, body?: unknown];

/** Every call that reads or steers a channel, each with a body that would change something. */
function controlCalls(recordingId: string): Call[] {
  return [
    ['GET', '/control'],
    ['POST', '/control', { speed: 60, raceTime: '00:10:00', faults: { errorRate: 1 } }],
    // express matches paths whatever their case and with a trailing slash: so must the guard.
    ['POST', '/CONTROL/', { paused: true }],
    ['GET', '/replays'],
    ['PUT', `/replays/${NEW_REPLAY}`, { recordingId, speed: 1, raceTime: 0 }],
    ['PUT', `/replays/${REPLAY}`, { recordingId, speed: 5, raceTime: 60_000 }],
    ['DELETE', `/replays/${REPLAY}`],
    ['GET', `/replays/${REPLAY}/control`],
    ['POST', `/replays/${REPLAY}/control`, { paused: false, raceTime: '00:10:00' }],
    ['POST', `/Replays/${REPLAY}/Control`, { speed: 600 }],
  ];
}

const BAD_CREDENTIALS: [string, Record<string, string>][] = [
  ['without Authorization', {}],
  [
    'with a wrong secret of the same length',
    { authorization: `Bearer ${'x'.repeat(FEED_CONTROL_SECRET.length)}` },
  ],
  ['with the secret one character short', { authorization: `Bearer ${FEED_CONTROL_SECRET.slice(0, -1)}` }],
  ['with the secret followed by more', { authorization: `Bearer ${FEED_CONTROL_SECRET}x` }],
  ['with the secret in another scheme', { authorization: `Basic ${FEED_CONTROL_SECRET}` }],
  ['with an empty bearer', { authorization: 'Bearer ' }],
];

function call(feed: StartedFeed, [method, path, body]: Call, headers: Record<string, string>) {
  return fetch(`${feed.url}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** What the public sees of the feed, and that it is still served. */
async function publicView(feed: StartedFeed, replayId?: string) {
  const read = async (path: string) => {
    const response = await fetch(`${feed.url}${path}`);
    expect(response.status, path).toBe(200);
    return response.json();
  };
  await read('/health');
  await read('/catalogue/entries');
  const main = (await read('/live/WEC/data.json')) as { params: unknown };
  const replay = replayId ? ((await read(`/replays/${replayId}/data.json`)) as { params: unknown }) : null;
  return { main: main.params, replay: replay?.params };
}

describe('with FEED_CONTROL_SECRET configured', () => {
  let database: TestDatabase;
  let feed: StartedFeed;
  let recordingId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    feed = await startFeed({ db: database.db, clock: { startMs: 65_000, paused: true } });
    recordingId = (await saveLapRecording(database.db, feed.recording)).id;
    const created = await call(
      feed,
      ['PUT', `/replays/${REPLAY}`, { recordingId, speed: 10, raceTime: '00:05:00', paused: true }],
      feedControlHeaders,
    );
    expect(created.status).toBe(201);
  });

  afterAll(async () => {
    await feed?.close();
    await database?.drop();
  });

  /** Every channel's settings, read with the secret. */
  async function state() {
    const main = await call(feed, ['GET', '/control'], feedControlHeaders);
    const replays = await call(feed, ['GET', '/replays'], feedControlHeaders);
    return { main: await main.json(), replays: await replays.json() };
  }

  describe.each(BAD_CREDENTIALS)('a call %s', (_case, headers) => {
    it('is a French 401 on every control and replay endpoint and changes nothing', async () => {
      const before = { state: await state(), view: await publicView(feed, REPLAY) };
      for (const controlCall of controlCalls(recordingId)) {
        const response = await call(feed, controlCall, headers);
        expect(response.status, controlCall.join(' ')).toBe(401);
        expect(response.headers.get('www-authenticate')).toBe('Bearer');
        expect(await response.json()).toEqual({ error: REFUSED, code: 'request.unauthorized' });
      }
      expect({ state: await state(), view: await publicView(feed, REPLAY) }).toEqual(before);
    });
  });

  it('a body that is not JSON is refused for the missing secret, not for the body', async () => {
    const response = await fetch(`${feed.url}/control`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"speed": ',
    });
    expect(response.status).toBe(401);
  });

  it('with the secret, every endpoint is served', async () => {
    const statuses = [];
    for (const controlCall of controlCalls(recordingId)) {
      const response = await call(feed, controlCall, feedControlHeaders);
      statuses.push([controlCall.slice(0, 2).join(' '), response.status]);
    }
    expect(statuses).toEqual([
      ['GET /control', 200],
      ['POST /control', 200],
      ['POST /CONTROL/', 200],
      ['GET /replays', 200],
      [`PUT /replays/${NEW_REPLAY}`, 201],
      [`PUT /replays/${REPLAY}`, 200],
      [`DELETE /replays/${REPLAY}`, 204],
      [`GET /replays/${REPLAY}/control`, 404],
      [`POST /replays/${REPLAY}/control`, 404],
      [`POST /Replays/${REPLAY}/Control`, 404],
    ]);
    expect(await (await call(feed, ['GET', '/control'], feedControlHeaders)).json()).toMatchObject({
      speed: 60,
      paused: true,
      raceTime: '00:10:00',
      faults: { errorRate: 1 },
    });
    const { replays } = (await (await call(feed, ['GET', '/replays'], feedControlHeaders)).json()) as {
      replays: { id: string }[];
    };
    expect(replays.map((replay) => replay.id)).toEqual([NEW_REPLAY]);
  });
});

describe('without FEED_CONTROL_SECRET', () => {
  let feed: StartedFeed;

  beforeAll(async () => {
    feed = await startFeed({ controlSecret: null, clock: { startMs: 65_000, paused: true } });
  });

  afterAll(async () => {
    await feed?.close();
  });

  it('every control and replay endpoint is a French 503, whatever is sent, and nothing changes', async () => {
    const before = { clock: feed.clock.state(), view: await publicView(feed) };
    for (const headers of [{}, feedControlHeaders]) {
      for (const controlCall of controlCalls('00000000-0000-4000-8000-000000000000')) {
        const response = await call(feed, controlCall, headers);
        expect(response.status, controlCall.join(' ')).toBe(503);
        expect(await response.json()).toEqual({ error: UNCONFIGURED, code: 'server.unavailable' });
      }
    }
    expect({ clock: feed.clock.state(), view: await publicView(feed) }).toEqual(before);
  });
});
