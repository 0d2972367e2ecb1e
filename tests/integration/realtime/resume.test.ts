import { compareStreamIds } from '@lemans/bus';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createTestRedis } from '../../support/redis.ts';
import { handled, publisher, type StartedRealtime, startRealtime, testKeys } from './realtime-harness.ts';
import { ids, TestClient } from './test-client.ts';

const redis = createTestRedis();
afterAll(() => redis.cleanup());

const opened: { close(): unknown }[] = [];
afterEach(async () => {
  for (const resource of opened.splice(0).reverse()) await resource.close();
});

async function serve(keys: ReturnType<typeof testKeys>): Promise<StartedRealtime> {
  const server = await startRealtime(redis, keys);
  opened.push(server);
  return server;
}

/** A client that was following session 10 and saw the frame `seen`, then lost its connection. */
async function earlierClient(server: StartedRealtime, seen: () => Promise<string>): Promise<string> {
  const client = await TestClient.connect(server.socketUrl);
  client.send({ type: 'join-live', sessionId: '10' });
  await handled(client);
  const id = await seen();
  expect((await client.next()).id).toBe(id);
  client.close();
  await client.closed;
  return id;
}

/**
 * What a reconnecting client sends: its rooms, then the last id it saw; with `held`, saying which frame of
 * session 10 it holds, as the browser client does.
 */
async function reconnect(server: StartedRealtime, lastId: string, held?: string): Promise<TestClient> {
  const client = await TestClient.connect(server.socketUrl);
  opened.push(client);
  client.send({ type: 'join-live', sessionId: '10', ...(held && { held: { session: '10', id: held } }) });
  client.send({ type: 'resume', id: lastId });
  return client;
}

describe('resume', () => {
  it('replays the missed frames of its rooms and the notices, in order, then carries on live', async () => {
    const keys = testKeys(redis);
    const pub = publisher(redis, keys);
    const server = await serve(keys);
    const lastSeen = await earlierClient(server, () => pub.live('10', { n: 1 }));

    const missed = [await pub.live('10', { n: 2 }), await pub.notice('news-update')];
    await pub.live('11', { n: 3 });
    missed.push(await pub.live('10', { n: 4 }));
    await expect.poll(async () => (await server.health()).lastFrameId).toBe(missed.at(-1));

    const client = await reconnect(server, lastSeen);
    expect(ids(await client.take(3))).toEqual(missed);
    const next = await pub.live('10', { n: 5 });
    expect(ids([await client.next()])).toEqual([next]);
  });

  it('replays what happened before this server started, from the frames it read then', async () => {
    const keys = testKeys(redis);
    const pub = publisher(redis, keys);
    const first = await serve(keys);
    const lastSeen = await earlierClient(first, () => pub.live('10', { n: 1 }));
    const missed = [
      await pub.live('10', { n: 2 }),
      await pub.notice('program-update'),
      await pub.live('10', { n: 3 }),
    ];

    const restarted = await serve(keys);
    const client = await reconnect(restarted, lastSeen);
    expect(ids(await client.take(3))).toEqual(missed);
    const barrier = await pub.notice('alerts-update');
    expect(ids([await client.next()])).toEqual([barrier]);
  });

  it('sends a fresh snapshot when the history after the id was trimmed away', async () => {
    const keys = testKeys(redis);
    const pub = publisher(redis, keys, 20);
    const old = await pub.live('10', { n: 0 });
    let newest = old;
    for (let n = 1; n <= 250; n++) newest = await pub.live('10', { n });
    await pub.live('11', { n: 'autre' });
    expect(await redis.connect('client').xlen(keys.frames)).toBeLessThan(250);

    const server = await serve(keys);
    const client = await reconnect(server, old);
    expect(await client.next()).toEqual({ type: 'live-update', id: newest, data: { n: 250 } });
    await handled(client);
  });

  it('sends a fresh snapshot for an id that means nothing', async () => {
    const keys = testKeys(redis);
    const pub = publisher(redis, keys);
    await pub.live('10', { n: 1 });
    const newest = await pub.live('10', { n: 2 });
    const server = await serve(keys);

    const client = await reconnect(server, 'pas-un-identifiant');
    expect(ids([await client.next()])).toEqual([newest]);
    await handled(client);
  });

  // In the three tests below, no frame is published after the resume: the latest state comes at once.
  it('sends the latest state at once to a page holding a frame trimmed from the stream since', async () => {
    const keys = testKeys(redis);
    const pub = publisher(redis, keys, 20);
    const server = await serve(keys);
    const lastSeen = await earlierClient(server, () => pub.live('10', { n: 0 }));
    let newest = lastSeen;
    for (let n = 1; n <= 400; n++) newest = await pub.live('10', { n });
    await expect.poll(async () => (await server.health()).lastFrameId).toBe(newest);
    const [oldest] = await redis.connect('client').xrange(keys.frames, '-', '+', 'COUNT', 1);
    expect(compareStreamIds(oldest?.[0] ?? '0-0', lastSeen)).toBe(1);

    const client = await reconnect(server, lastSeen, lastSeen);
    expect(await client.next()).toEqual({ type: 'live-update', id: newest, data: { n: 400 } });
    await handled(client);
  });

  it('sends the latest state at once to a page holding a frame this server never had', async () => {
    const keys = testKeys(redis);
    const pub = publisher(redis, keys);
    await pub.live('10', { n: 1 });
    const newest = await pub.live('10', { n: 2 });
    const server = await serve(keys);

    // An id from another stream: later than any frame here.
    const unknown = '99999999999999-0';
    const client = await reconnect(server, unknown, unknown);
    expect(await client.next()).toEqual({ type: 'live-update', id: newest, data: { n: 2 } });
    await handled(client);
  });

  it('sends the latest state at once to a page holding a frame whose id means nothing', async () => {
    const keys = testKeys(redis);
    const pub = publisher(redis, keys);
    const newest = await pub.live('10', { n: 1 });
    const server = await serve(keys);

    const client = await reconnect(server, '0-', '0-');
    expect(await client.next()).toEqual({ type: 'live-update', id: newest, data: { n: 1 } });
    await handled(client);
  });
});
