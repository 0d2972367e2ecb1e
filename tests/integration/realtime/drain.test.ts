import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestRedis } from '../../support/redis.ts';
import { handled, publisher, startRealtime, testKeys } from './realtime-harness.ts';
import { type Frame, TestClient } from './test-client.ts';

const redis = createTestRedis();
afterAll(() => redis.cleanup());

const CLIENTS = 40;
const SPREAD_MS = 600;
const MARGIN_MS = 300;

const delayOf = (frame: Frame) => (frame.data as { delay_ms: number }).delay_ms;

describe('a realtime node draining on shutdown', () => {
  it('takes no new connection, asks each client to reconnect after its own delay, and feeds it until then', async () => {
    const keys = testKeys(redis);
    const pub = publisher(redis, keys);
    const server = await startRealtime(redis, keys, { drainSpreadMs: SPREAD_MS, drainMarginMs: MARGIN_MS });
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
    const asked = await Promise.all(clients.map((client) => client.next()));

    // Refused at once: a proxy in front sends the connection to another node.
    const refused = await new Promise<boolean>((resolve) => {
      const late = new WebSocket(server.socketUrl);
      late.once('open', () => resolve(false));
      late.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);
    const during = await pub.live('10', { n: 1 });
    const publishedAfter = Date.now() - started;
    // Half the clients do as asked and leave at their delay; the others ignore the message.
    const delays = asked.map(delayOf);
    const leaving = clients.map(async (client, index) => {
      if (index % 2 === 1) return;
      await sleep(Math.max(0, started + (delays[index] as number) - Date.now()));
      client.close();
    });
    const closes = await Promise.all(closedAt);
    await Promise.all(leaving);
    await closing;

    for (const frame of asked) expect(frame.type).toBe('reconnect');
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(0);
      expect(delay).toBeLessThan(SPREAD_MS);
    }
    // Spread: the delays drawn cover most of the spread.
    expect(Math.max(...delays) - Math.min(...delays)).toBeGreaterThan(SPREAD_MS / 2);
    // Those that ignored the message were closed (1012), not before their delay and margin.
    closes.forEach((close, index) => {
      if (index % 2 === 0) return;
      expect(close.code).toBe(1012);
      expect(close.reason).toBe('Serveur en arrêt : reconnexion à un autre');
      expect(close.after).toBeGreaterThanOrEqual((delays[index] as number) + MARGIN_MS - 50);
    });
    // Those the server closed a moment after the frame was in the stream had received it.
    const stillThere = clients.filter(
      (_, index) => index % 2 === 1 && (closes[index]?.after ?? 0) > publishedAfter + 100,
    );
    expect(stillThere.length).toBeGreaterThan(0);
    for (const client of stillThere) expect(client.frames.map((frame) => frame.id)).toContain(during);
  });
});
