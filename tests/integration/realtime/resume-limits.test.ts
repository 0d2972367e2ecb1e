import { afterAll, describe, expect, it } from 'vitest';
import { MAX_CATCH_UP_BYTES } from '../../../services/realtime/src/catch-up.ts';
import { createTestRedis } from '../../support/redis.ts';
import {
  handled,
  publisher,
  publishRace,
  realtimeResources,
  startRealtime,
  testKeys,
  WHOLE_PADDING,
} from './realtime-harness.ts';
import { TestClient } from './test-client.ts';

const redis = createTestRedis();
afterAll(() => redis.cleanup());

const { keep } = realtimeResources();

/** Enough frames that their deltas weigh more than the bound. */
const FRAMES_AWAY = 200;

/** A page coming back holding the frame `heldId` of session 10, as the browser client reconnects. */
async function comeBack(socketUrl: string, heldId: string): Promise<TestClient> {
  const client = keep(await TestClient.connect(socketUrl));
  client.send({ type: 'join-live', sessionId: '10', held: { session: '10', id: heldId } });
  client.send({ type: 'resume', id: heldId });
  return client;
}

describe('resume limits', () => {
  it('takes one resume per connection every 10 s: the next is refused in French, the connection carries on', async () => {
    const keys = testKeys(redis);
    const pub = publisher(redis, keys);
    const first = await pub.live('10', { n: 1 });
    const second = await pub.live('10', { n: 2 });
    const server = keep(await startRealtime(redis, keys));

    const client = keep(await TestClient.connect(server.socketUrl));
    client.send({ type: 'join-live', sessionId: '10' });
    client.send({ type: 'resume', id: first });
    expect(await client.next()).toEqual({ type: 'live-update', id: second, data: { n: 2 } });
    client.send({ type: 'resume', id: first });
    expect(await client.next()).toEqual({
      type: 'error',
      data: { message: 'Trop de reprises : une toutes les 10 secondes au plus' },
    });

    const third = await pub.live('10', { n: 3 });
    expect(await client.next()).toEqual({ type: 'live-update', id: third, data: { n: 3 } });
    expect((await server.health()).clients).toBe(1);
  });

  for (const source of ['memory', 'stream'] as const) {
    it(`sends the latest state whole rather than hundreds of deltas to a page back from far away (${source})`, async () => {
      const keys = testKeys(redis);
      const pub = publisher(redis, keys);
      // Started first, the server keeps the frames as they come; started after, it reads them when it starts.
      const early = source === 'memory' ? keep(await startRealtime(redis, keys)) : null;
      const ids = await publishRace(pub, FRAMES_AWAY);
      const newest = ids.at(-1) as string;
      const server = early ?? keep(await startRealtime(redis, keys));
      await expect.poll(async () => (await server.health()).lastFrameId).toBe(newest);

      const far = await comeBack(server.socketUrl, ids[0] as string);
      expect(await far.next()).toEqual({
        type: 'live-update',
        id: newest,
        data: { n: FRAMES_AWAY, pad: WHOLE_PADDING },
      });
      await handled(far);
      expect(far.frames.map((frame) => frame.type)).toEqual(['live-update', 'error']);
      expect(far.bytesReceived).toBeLessThan(MAX_CATCH_UP_BYTES / 4);

      // A page back from not so far still gets what it missed as deltas.
      const near = await comeBack(server.socketUrl, ids.at(-11) as string);
      const missed = await near.take(10);
      expect(missed.map((frame) => frame.type)).toEqual(Array(10).fill('live-delta'));
      expect(missed.at(-1)?.id).toBe(newest);
    });
  }
});
