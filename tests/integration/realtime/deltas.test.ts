import { afterAll, describe, expect, it } from 'vitest';
import { createTestRedis } from '../../support/redis.ts';
import { publisher, realtimeResources, startRealtime, testKeys } from './realtime-harness.ts';
import { TestClient } from './test-client.ts';

const redis = createTestRedis();
afterAll(() => redis.cleanup());

const { keep, connect } = realtimeResources();

async function setup() {
  const keys = testKeys(redis);
  const server = keep(await startRealtime(redis, keys));
  const pub = publisher(redis, keys);
  /** A live-update of session 10 whose delta from `base` sets `n`, as ingest publishes it. */
  const liveAfter = (base: string, n: number) =>
    pub.publish({
      type: 'live-update',
      session: '10',
      current: true,
      data: JSON.stringify({ n }),
      delta: { base, data: JSON.stringify({ set: { n } }) },
    });
  return { server, pub, liveAfter };
}

const delta = (id: string, base: string, n: number) => ({
  type: 'live-delta',
  id,
  base,
  session: '10',
  data: { set: { n } },
});

describe('live deltas', () => {
  it('go to the clients holding their base; a client joining later gets the state whole first', async () => {
    const { server, pub, liveAfter } = await setup();
    const early = await connect(server, { type: 'join-live', sessionId: '10' });
    const first = await pub.live('10', { n: 1 }, true);
    const second = await liveAfter(first, 2);
    expect(await early.take(2)).toEqual([
      { type: 'live-update', id: first, data: { n: 1 } },
      delta(second, first, 2),
    ]);

    // The room of the current session receives the same frames.
    const late = await connect(server, { type: 'join-live' });
    expect(await late.next()).toEqual({ type: 'live-update', id: second, data: { n: 2 } });
    const third = await liveAfter(second, 3);
    expect(await early.next()).toEqual(delta(third, second, 3));
    expect(await late.next()).toEqual(delta(third, second, 3));
  });

  it('send the state whole to a client that asks for it, once a second at most, for a session it follows', async () => {
    const { server, pub, liveAfter } = await setup();
    const client = await connect(server, { type: 'join-live', sessionId: '10' });
    const first = await pub.live('10', { n: 1 }, true);
    expect((await client.next()).id).toBe(first);

    client.send({ type: 'keyframe', sessionId: '10' });
    expect(await client.next()).toEqual({ type: 'live-update', id: first, data: { n: 1 } });
    client.send({ type: 'keyframe', sessionId: '10' });
    expect(await client.next()).toEqual({
      type: 'error',
      data: { message: "Trop de demandes d'état complet : une par seconde au plus" },
    });
    client.send({ type: 'keyframe', sessionId: '99' });
    expect(await client.next()).toEqual({
      type: 'error',
      data: { message: 'Session 99 non suivie sur cette connexion' },
    });
    client.send({ type: 'keyframe' });
    expect((await client.next()).type).toBe('error');

    const second = await liveAfter(first, 2);
    expect(await client.next()).toEqual(delta(second, first, 2));
  });

  it('resume after the frame the client says it holds: nothing again, what it missed as deltas', async () => {
    const { server, pub, liveAfter } = await setup();
    const before = await connect(server, { type: 'join-live' });
    const first = await pub.live('10', { n: 1 }, true);
    expect((await before.next()).id).toBe(first);
    before.close();
    await before.closed;
    const second = await liveAfter(first, 2);
    await expect.poll(async () => (await server.health()).lastFrameId).toBe(second);

    const client = await TestClient.connect(server.socketUrl);
    keep(client);
    client.send({ type: 'join-live', held: { session: '10', id: first } });
    client.send({ type: 'resume', id: first });
    const third = await liveAfter(second, 3);
    expect(await client.take(2)).toEqual([delta(second, first, 2), delta(third, second, 3)]);
    // Up to date when it came back: neither the latest state again nor anything else.
    client.send({ type: 'join-live', sessionId: '10', held: { session: '10', id: third } });
    const fourth = await liveAfter(third, 4);
    expect(await client.next()).toEqual(delta(fourth, third, 4));
  });

  it('resume with the first missed frame whole, then deltas', async () => {
    const { server, pub, liveAfter } = await setup();
    const before = await connect(server, { type: 'join-live', sessionId: '10' });
    const first = await pub.live('10', { n: 1 }, true);
    expect((await before.next()).id).toBe(first);
    before.close();
    await before.closed;
    const second = await liveAfter(first, 2);
    const third = await liveAfter(second, 3);
    await expect.poll(async () => (await server.health()).lastFrameId).toBe(third);

    const client = await TestClient.connect(server.socketUrl);
    keep(client);
    client.send({ type: 'join-live', sessionId: '10' });
    client.send({ type: 'resume', id: first });
    expect(await client.take(2)).toEqual([
      { type: 'live-update', id: second, data: { n: 2 } },
      delta(third, second, 3),
    ]);
  });
});
