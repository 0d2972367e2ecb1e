import { afterAll, describe, expect, it } from 'vitest';
import { createTestRedis } from '../../support/redis.ts';
import { handled, publisher, realtimeResources, startRealtime, testKeys } from './realtime-harness.ts';
import { ids, TestClient } from './test-client.ts';

const redis = createTestRedis();
afterAll(() => redis.cleanup());

const { keep, connect } = realtimeResources();

async function setup() {
  const keys = testKeys(redis);
  const server = keep(await startRealtime(redis, keys));
  return { keys, server, pub: publisher(redis, keys) };
}

describe('rooms', () => {
  it('delivers the live-updates of the joined session as wire frames carrying the stream id', async () => {
    const { server, pub } = await setup();
    const client = await connect(server, { type: 'join-live', sessionId: '10' });
    const id = await pub.live('10', { classement: [1, 2, 3], message: 'Drapeau vert' });
    expect(await client.next()).toEqual({
      type: 'live-update',
      id,
      data: { classement: [1, 2, 3], message: 'Drapeau vert' },
    });
    expect((await server.health()).lastFrameId).toBe(id);
  });

  it('keeps the sessions apart and sends notices to everyone', async () => {
    const { server, pub } = await setup();
    const first = await connect(server, { type: 'join-live', sessionId: '10' });
    const second = await connect(server, { type: 'join-live', sessionId: 11 });
    const bystander = await connect(server);

    const of10 = await pub.live('10', { n: 1 });
    const of11 = await pub.live('11', { n: 2 });
    const notices = [];
    for (const type of ['sync-complete', 'program-update', 'news-update', 'alerts-update'] as const) {
      notices.push(await pub.notice(type, { type }));
    }

    expect(ids(await first.take(5))).toEqual([of10, ...notices]);
    expect(ids(await second.take(5))).toEqual([of11, ...notices]);
    const seen = await bystander.take(4);
    expect(seen.map((frame) => [frame.type, frame.data])).toEqual([
      ['sync-complete', { type: 'sync-complete' }],
      ['program-update', { type: 'program-update' }],
      ['news-update', { type: 'news-update' }],
      ['alerts-update', { type: 'alerts-update' }],
    ]);
  });

  it('follows whichever session is current when joined without a session id, once per frame', async () => {
    const { server, pub } = await setup();
    const follower = await connect(server, { type: 'join-live' });
    const both = await connect(server, { type: 'join-live' }, { type: 'join-live', sessionId: '10' });

    const current10 = await pub.live('10', { n: 1 }, true);
    const other11 = await pub.live('11', { n: 2 }, false);
    const current11 = await pub.live('11', { n: 3 }, true);
    const barrier = await pub.notice('news-update');

    expect(ids(await follower.take(3))).toEqual([current10, current11, barrier]);
    expect(ids(await both.take(3))).toEqual([current10, current11, barrier]);
    expect(ids(follower.frames)).not.toContain(other11);
  });

  it('stops the live-updates of a session after leave-live', async () => {
    const { server, pub } = await setup();
    const client = await connect(server, { type: 'join-live', sessionId: '10' }, { type: 'join-live' });
    client.send({ type: 'leave-live', sessionId: '10' });
    client.send({ type: 'leave-live' });
    await handled(client);

    await pub.live('10', { n: 1 }, true);
    const barrier = await pub.notice('alerts-update');
    expect(ids([await client.next()])).toEqual([barrier]);
  });
});

describe('latest live-update on join', () => {
  it('sends the newest live-update of the room at once, and only once', async () => {
    const { server, pub } = await setup();
    await pub.live('10', { n: 1 }, true);
    const newest = await pub.live('10', { n: 2 }, true);
    await pub.live('11', { n: 3 }, false);

    const client = await TestClient.connect(server.socketUrl);
    keep(client);
    client.send({ type: 'join-live', sessionId: '10' });
    expect(await client.next()).toEqual({ type: 'live-update', id: newest, data: { n: 2 } });
    // The current session is 10: joining its room again must not repeat the same frame.
    client.send({ type: 'join-live' });
    await handled(client);
    const barrier = await pub.notice('news-update');
    expect(ids([await client.next()])).toEqual([barrier]);
  });

  it('knows the latest state published before it started, from Redis', async () => {
    const keys = testKeys(redis);
    const pub = publisher(redis, keys);
    const ofCurrent = await pub.live('20', { n: 1 }, true);
    const ofOther = await pub.live('21', { n: 2 }, false);
    const server = keep(await startRealtime(redis, keys));

    const client = await TestClient.connect(server.socketUrl);
    keep(client);
    client.send({ type: 'join-live' });
    expect(await client.next()).toEqual({ type: 'live-update', id: ofCurrent, data: { n: 1 } });
    client.send({ type: 'join-live', sessionId: '21' });
    expect(await client.next()).toEqual({ type: 'live-update', id: ofOther, data: { n: 2 } });
    expect((await server.health()).lastFrameId).toBe(ofOther);
  });
});
