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

const limits = {
  softBufferBytes: 256 * 1024,
  hardBufferBytes: 256 * 1024 * 1024,
  slowCloseMs: 1500,
  closeGraceMs: 30_000,
  flushIntervalMs: 20,
};
const padding = 'x'.repeat(100_000);

describe('a client that stops reading', () => {
  it('gets its live-updates conflated, then is closed (1013) without holding the others back', async () => {
    const keys = testKeys(redis);
    const server = await startRealtime(redis, keys, limits);
    opened.push(server);
    const pub = publisher(redis, keys);
    const [slow, fast] = [await joined(server), await joined(server)];
    const published: string[] = [];
    const publishUntilSlow = async () => {
      // The kernel's socket buffers absorb a few megabytes before the server's own buffer grows.
      while ((await server.health()).slowClients === 0) {
        published.push(await pub.live('10', { n: published.length, padding }));
        if (published.length > 2000) throw new Error("le client lent n'a jamais été détecté");
      }
    };

    slow.tcp.pause();
    await publishUntilSlow();
    for (let n = 0; n < 5; n++) published.push(await pub.live('10', { n: published.length, padding }));
    const notice = await pub.notice('news-update');
    expect(ids(await fast.take(published.length + 1))).toEqual([...published, notice]);

    slow.tcp.resume();
    await expect.poll(() => slow.frames.at(-1)?.id).toBe(published.at(-1));
    const received = ids(slow.frames.filter((frame) => frame.type === 'live-update'));
    // Everything written before it fell behind, then only the newest state: the others were dropped.
    expect(received.length).toBeLessThan(published.length);
    expect(received).toEqual([...published.slice(0, received.length - 1), published.at(-1)]);
    // Notices are never dropped.
    expect(ids(slow.frames)).toContain(notice);
    await expect.poll(async () => (await server.health()).slowClients).toBe(0);

    slow.tcp.pause();
    await publishUntilSlow();
    await expect.poll(async () => (await server.health()).clients, { timeout: 5000 }).toBe(1);
    slow.tcp.resume();
    expect(await slow.closed).toEqual({ code: 1013, reason: 'Client trop lent' });

    const after = await pub.live('10', { n: 'après' });
    await expect.poll(() => fast.frames.at(-1)?.id).toBe(after);
    expect(ids(fast.frames.filter((frame) => frame.type === 'live-update'))).toEqual([...published, after]);
  });
});

async function joined(server: StartedRealtime): Promise<TestClient> {
  const client = await TestClient.connect(server.socketUrl);
  opened.push(client);
  client.send({ type: 'join-live', sessionId: '10' });
  await handled(client);
  return client;
}
