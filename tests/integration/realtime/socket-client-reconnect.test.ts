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

it('comes back online by itself after the realtime server was down past its quick attempts, and resumes where it stopped', async () => {
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
  await expect.poll(() => client.status.connected, { timeout: 5000, message: 'connexion' }).toBe(true);
  await publish.notice('news-update', { n: 1 });
  await expect.poll(() => news.length, { timeout: 5000, message: 'première actualité' }).toBe(1);

  await realtime.close();
  await expect.poll(() => client.status.connected, { timeout: 5000, message: 'déconnexion' }).toBe(false);
  // Sent while the page is offline: the resume brings it.
  await publish.notice('news-update', { n: 2 });
  // Down longer than a blip: the quick attempts have failed and the slower ones go on.
  await expect
    .poll(() => client.status.retryOffered, { timeout: 30_000, message: 'tentatives rapides échouées' })
    .toBe(true);
  realtime = await startRealtime(redis, keys, {}, port);
  opened.push(realtime);

  await expect.poll(() => client.status.connected, { timeout: 10_000, message: 'reconnexion' }).toBe(true);
  await expect.poll(() => news.length, { timeout: 5000, message: 'actualité manquée' }).toBe(2);
  expect(news).toEqual([{ n: 1 }, { n: 2 }]);
}, 90_000);
