import { afterAll, describe, expect, it } from 'vitest';
import { createTestRedis } from '../../support/redis.ts';
import { publisher, realtimeResources, startRealtime, testKeys } from './realtime-harness.ts';
import { TestClient } from './test-client.ts';

const redis = createTestRedis();
afterAll(() => redis.cleanup());

const { keep } = realtimeResources();

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
});
