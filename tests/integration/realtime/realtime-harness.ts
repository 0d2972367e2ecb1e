import { randomBytes } from 'node:crypto';
import { type BusKeys, busKeys, type FrameToPublish, publishFrame } from '@lemans/bus';
import { createLogger, createRedis } from '@lemans/platform';
import { afterEach, inject } from 'vitest';
import { type RealtimeLimits, startRealtimeServer } from '../../../services/realtime/src/server.ts';
import type { TestRedis } from '../../support/redis.ts';
import { TestClient } from './test-client.ts';

export const SITE_ORIGIN = 'http://127.0.0.1:8080';

interface Health {
  status: string;
  clients: number;
  slowClients: number;
  lastFrameId: string | null;
}

export interface StartedRealtime {
  /** ws://…/socket */
  socketUrl: string;
  httpUrl: string;
  /** CLIENT LIST name of the connection following the stream. */
  readerName: string;
  health(): Promise<Health>;
  close(): Promise<void>;
}

/** Keys of their own for one test: servers and history of other tests never meet them. */
export function testKeys(redis: TestRedis): BusKeys {
  return busKeys(`${redis.prefix}:${randomBytes(3).toString('hex')}`);
}

/**
 * The realtime server in this process, on a free port unless given one (a restart on the same address), with
 * short limits where a test needs them; reaching Redis at `redisUrl` when given (through a proxy that
 * measures what it reads).
 */
export async function startRealtime(
  redis: TestRedis,
  keys: BusKeys,
  limits: Partial<RealtimeLimits> = {},
  port = 0,
  redisUrl?: string,
): Promise<StartedRealtime> {
  const readerName = `lemans-test-realtime-${randomBytes(4).toString('hex')}`;
  const commands = redisUrl ? createRedis(redisUrl, 'client') : redis.connect('client');
  const started = await startRealtimeServer(
    {
      redis: commands,
      reader: createRedis(redisUrl ?? inject('redisUrl'), 'worker', { connectionName: readerName }),
      keys,
      logger: createLogger('realtime-test', 'silent'),
      allowedOrigins: [SITE_ORIGIN],
      // Closed at once at the end of a test, unless the test looks at the drain.
      limits: { drainSpreadMs: 0, ...limits },
    },
    port,
    '127.0.0.1',
  );
  const httpUrl = `http://127.0.0.1:${started.port}`;
  return {
    socketUrl: `ws://127.0.0.1:${started.port}/socket`,
    httpUrl,
    readerName,
    health: async () => (await (await fetch(`${httpUrl}/health`)).json()) as Health,
    async close() {
      await started.close();
      if (redisUrl) commands.disconnect();
    },
  };
}

export function publisher(redis: TestRedis, keys: BusKeys, maxLen = 10_000) {
  const connection = redis.connect('client');
  const publish = (frame: FrameToPublish) => publishFrame(connection, keys, frame, maxLen);
  return {
    live: (session: string, data: unknown, current = false) =>
      publish({ type: 'live-update', session, current, data: JSON.stringify(data) }),
    notice: (type: Exclude<FrameToPublish['type'], 'live-update'>, data: unknown = {}) =>
      publish({ type, session: '', current: false, data: JSON.stringify(data) }),
    publish,
  };
}

/** The state of a race session weighs tens of KB whole; each frame changes a few KB of it. */
export const WHOLE_PADDING = 'x'.repeat(20_000);
const DELTA_PADDING = 'd'.repeat(1500);

/** Session 10's first frame, whole, then `count` frames with their deltas, as ingest publishes them. */
export async function publishRace(pub: ReturnType<typeof publisher>, count: number): Promise<string[]> {
  const ids = [await pub.live('10', { n: 0, pad: WHOLE_PADDING }, true)];
  for (let n = 1; n <= count; n++) {
    const base = ids.at(-1) as string;
    ids.push(
      await pub.publish({
        type: 'live-update',
        session: '10',
        current: true,
        data: JSON.stringify({ n, pad: WHOLE_PADDING }),
        delta: { base, data: JSON.stringify({ set: { n }, pad: DELTA_PADDING }) },
      }),
    );
  }
  return ids;
}

/**
 * Waits until the server has handled every message the client sent before: the answer to a refused
 * message comes after them. Counts as one bad message.
 */
export async function handled(client: TestClient): Promise<void> {
  client.send({ type: 'barrière' });
  const frame = await client.next();
  if (frame.type !== 'error')
    throw new Error(`trame inattendue avant la barrière : ${JSON.stringify(frame)}`);
}

/**
 * What a test file opens (servers, clients), closed after each test, newest first; and clients connected
 * with their first messages handled. Call once at the top of the file.
 */
export function realtimeResources() {
  const opened: { close(): unknown }[] = [];
  afterEach(async () => {
    for (const resource of opened.splice(0).reverse()) await resource.close();
  });
  return {
    keep<T extends { close(): unknown }>(resource: T): T {
      opened.push(resource);
      return resource;
    },
    async connect(server: StartedRealtime, ...messages: unknown[]): Promise<TestClient> {
      const client = await TestClient.connect(server.socketUrl);
      opened.push(client);
      for (const message of messages) client.send(message);
      await handled(client);
      return client;
    },
  };
}
