import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { createTestRedis } from '../../support/redis.ts';
import { killConnectionsNamed } from '../../support/redis-connections.ts';
import {
  handled,
  publisher,
  SITE_ORIGIN,
  type StartedRealtime,
  startRealtime,
  testKeys,
} from './realtime-harness.ts';
import { ids, TestClient } from './test-client.ts';

const redis = createTestRedis();
afterAll(() => redis.cleanup());

const opened: { close(): unknown }[] = [];
afterEach(async () => {
  for (const resource of opened.splice(0).reverse()) await resource.close();
});

async function serve(keys = testKeys(redis), limits = {}): Promise<StartedRealtime> {
  const server = await startRealtime(redis, keys, limits);
  opened.push(server);
  return server;
}

async function connect(url: string, options = {}): Promise<TestClient> {
  const client = await TestClient.connect(url, options);
  opened.push(client);
  return client;
}

/** The HTTP status a handshake gets, or 101 when it succeeds. */
function handshakeStatus(url: string, origin?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, origin ? { origin } : {});
    socket.on('open', () => {
      socket.close();
      resolve(101);
    });
    socket.on('unexpected-response', (_req, res) => {
      resolve(res.statusCode ?? 0);
      res.resume();
    });
    socket.on('error', (err) => {
      if (!/Unexpected server response/.test(err.message)) reject(err);
    });
  });
}

describe('handshake', () => {
  it('accepts the site origin and clients without Origin, refuses other origins with 403', async () => {
    const server = await serve();
    expect(await handshakeStatus(server.socketUrl, SITE_ORIGIN)).toBe(101);
    expect(await handshakeStatus(server.socketUrl)).toBe(101);
    expect(await handshakeStatus(server.socketUrl, 'https://ailleurs.example')).toBe(403);
    expect(await handshakeStatus(server.socketUrl.replace('/socket', '/ailleurs'))).toBe(404);
  });

  it('answers plain HTTP with the health check and French errors', async () => {
    const server = await serve();
    expect(await server.health()).toEqual({ status: 'ok', clients: 0, slowClients: 0, lastFrameId: null });
    const socketPage = await fetch(`${server.httpUrl}/socket`);
    expect(socketPage.status).toBe(426);
    expect(await socketPage.json()).toEqual({ error: 'Cette adresse attend une connexion WebSocket' });
    expect((await fetch(`${server.httpUrl}/ailleurs`)).status).toBe(404);
  });
});

describe('bad messages', () => {
  it('answers a malformed message with a French error and goes on serving', async () => {
    const keys = testKeys(redis);
    const server = await serve(keys);
    const client = await connect(server.socketUrl);
    client.send('{pas du json');
    expect(await client.next()).toEqual({
      type: 'error',
      data: { message: 'Message illisible : JSON attendu' },
    });
    client.send({ type: 'join-live', sessionId: { $ne: null } });
    expect(await client.next()).toEqual({
      type: 'error',
      data: { message: 'Identifiant de session invalide : texte de 1 à 64 caractères attendu' },
    });
    client.send(Buffer.from([1, 2, 3]));
    expect((await client.next()).data).toEqual({ message: 'Message binaire refusé : JSON texte attendu' });

    client.send({ type: 'join-live', sessionId: '10' });
    await handled(client);
    const id = await publisher(redis, keys).live('10', { n: 1 });
    expect(ids([await client.next()])).toEqual([id]);
  });

  it('closes the connection (1008) after 20 bad messages', async () => {
    const server = await serve();
    const client = await connect(server.socketUrl);
    for (let n = 0; n < 20; n++) client.send('???');
    expect(await client.closed).toEqual({ code: 1008, reason: 'Trop de messages invalides' });
    expect(client.frames).toHaveLength(20);
  });
});

describe('heartbeat', () => {
  it('cuts a client that stopped answering pings and keeps the others', async () => {
    const server = await serve(undefined, { heartbeatMs: 300 });
    const dead = await connect(server.socketUrl, { autoPong: false });
    const alive = await connect(server.socketUrl);

    expect((await dead.closed).code).toBe(1006);
    await expect.poll(async () => (await server.health()).clients).toBe(1);
    await handled(alive);
  });
});

describe('Redis', () => {
  it('keeps delivering after the connection following the stream is cut', async () => {
    const keys = testKeys(redis);
    const server = await serve(keys);
    const pub = publisher(redis, keys);
    const client = await connect(server.socketUrl);
    client.send({ type: 'join-live', sessionId: '10' });
    await handled(client);
    const before = await pub.live('10', { n: 1 });
    expect(ids([await client.next()])).toEqual([before]);

    expect(await killConnectionsNamed(inject('redisUrl'), server.readerName)).toBe(1);
    const after = [await pub.live('10', { n: 2 }), await pub.notice('sync-complete')];
    expect(ids(await client.take(2, 15_000))).toEqual(after);
  });

  it('lets several servers each deliver every frame to their own clients', async () => {
    const keys = testKeys(redis);
    const servers = [await serve(keys), await serve(keys)];
    const clients = [];
    for (const server of servers) {
      const client = await connect(server.socketUrl);
      client.send({ type: 'join-live' });
      await handled(client);
      clients.push(client);
    }
    const pub = publisher(redis, keys);
    const published = [await pub.live('10', { n: 1 }, true), await pub.notice('news-update')];
    for (const client of clients) expect(ids(await client.take(2))).toEqual(published);
  });
});
