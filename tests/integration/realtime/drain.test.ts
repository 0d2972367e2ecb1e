import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestRedis } from '../../support/redis.ts';
import { handled, publisher, startRealtime, testKeys } from './realtime-harness.ts';
import { TestClient } from './test-client.ts';

const redis = createTestRedis();
afterAll(() => redis.cleanup());

const CLIENTS = 40;
const SPREAD_MS = 600;

describe('a realtime node draining on shutdown', () => {
  it('takes no new connection, and tells its clients to move in slices while still sending them frames', async () => {
    const keys = testKeys(redis);
    const pub = publisher(redis, keys);
    const server = await startRealtime(redis, keys, { drainSpreadMs: SPREAD_MS });
    const clients: TestClient[] = [];
    for (let index = 0; index < CLIENTS; index++) {
      const client = await TestClient.connect(server.socketUrl);
      client.send({ type: 'join-live', sessionId: '10' });
      await handled(client);
      clients.push(client);
    }
    const started = Date.now();
    const closing = server.close();
    const closedAt = clients.map((client) =>
      client.closed.then((close) => ({ ...close, after: Date.now() - started })),
    );

    // Refused at once: a proxy in front sends the connection to another node.
    const refused = await new Promise<boolean>((resolve) => {
      const late = new WebSocket(server.socketUrl);
      late.once('open', () => resolve(false));
      late.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);
    const during = await pub.live('10', { n: 1 });
    const publishedAfter = Date.now() - started;
    const closes = await Promise.all(closedAt);
    await closing;

    expect(new Set(closes.map((close) => close.code))).toEqual(new Set([1012]));
    expect(closes[0]?.reason).toBe('Serveur en arrêt : reconnexion à un autre');
    // Spread: the last clients left well after the first.
    const after = closes.map((close) => close.after).sort((a, b) => a - b);
    expect((after.at(-1) as number) - (after[0] as number)).toBeGreaterThan(SPREAD_MS / 2);
    // Those still there a moment after the frame was in the stream received it.
    const stillThere = clients.filter((_, index) => (closes[index]?.after ?? 0) > publishedAfter + 100);
    expect(stillThere.length).toBeGreaterThan(0);
    for (const client of stillThere) expect(client.frames.map((frame) => frame.id)).toContain(during);
  });
});
