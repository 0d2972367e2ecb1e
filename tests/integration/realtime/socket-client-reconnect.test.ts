import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LiveSocket, type SocketLike } from '../../../web/src/socket/socket-client.ts';
import { createTestRedis } from '../../support/redis.ts';
import { publisher, type StartedRealtime, startRealtime, testKeys } from './realtime-harness.ts';

/*
 * The pages' socket client, under Node with the ws package's WebSocket (the same API as the browser's),
 * against the real realtime server stopped for a while and started again on the same address.
 */

const redis = createTestRedis();
const opened: { close(): unknown }[] = [];
afterAll(async () => {
  for (const resource of opened.reverse()) await resource.close();
  await redis.cleanup();
});

async function until(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} : toujours pas après ${timeoutMs} ms`);
    await sleep(50);
  }
}

it('comes back online by itself after the realtime server was down 5 s, and resumes where it stopped', async () => {
  const keys = testKeys(redis);
  const publish = publisher(redis, keys);
  let realtime: StartedRealtime = await startRealtime(redis, keys);
  const port = Number(new URL(realtime.httpUrl).port);
  const client = new LiveSocket({
    url: () => realtime.socketUrl,
    WebSocket: WebSocket as unknown as new (url: string) => SocketLike,
    random: Math.random,
  });
  opened.push(client);
  const news: unknown[] = [];
  client.on('news-update', (data) => news.push(data));
  client.connect();
  await until(() => client.status.connected, 5000, 'connexion');
  await publish.notice('news-update', { n: 1 });
  await until(() => news.length === 1, 5000, 'première actualité');

  await realtime.close();
  await until(() => !client.status.connected, 5000, 'déconnexion');
  // Sent while the page is offline: the resume brings it.
  await publish.notice('news-update', { n: 2 });
  await sleep(5000);
  realtime = await startRealtime(redis, keys, {}, port);
  opened.push(realtime);

  await until(() => client.status.connected, 10_000, 'reconnexion');
  await until(() => news.length === 2, 5000, 'actualité manquée');
  expect(news).toEqual([{ n: 1 }, { n: 2 }]);
}, 30_000);
