import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createRedis } from '@lemans/platform';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import { freePort } from '../../tests/support/free-port.ts';
import type { RedisSentinelGroup } from '../../tests/support/redis-sentinel.ts';
import { startChildServer } from './child-server.ts';
import { SOCKET_IO_ROOM } from './failover-client-worker.ts';
import { POLL_INTERVAL_MS } from './failover-race.ts';
import { raceFrames } from './race-frames.ts';

/** Mid-race, as the site's feed plays it in the same benchmark. */
const FROM = '14:00:00';
const FRAMES = 100;

/**
 * What a user would pick instead of our realtime service: a socket.io server sharing its rooms through
 * the Redis streams adapter, and a publisher (one more socket.io server of the cluster, without clients)
 * emitting the 2025 race's live frames at ingest's pace, each numbered (`seq`, the data's first field).
 * Both reach Redis through the sentinels of `group`.
 */
export async function startSocketIoLive(group: RedisSentinelGroup) {
  const frames = await raceFrames(FROM, FRAMES);
  const streamName = `lemans-bench-sio:${randomBytes(4).toString('hex')}`;
  const port = await freePort();
  const node = await startChildServer(
    fileURLToPath(new URL('../alternatives/socketio-cluster-node.ts', import.meta.url)),
    [String(port), group.target.url, streamName, JSON.stringify(group.target.sentinel)],
    {},
    port,
    '/health',
  );
  const redis = createRedis(group.target, 'worker');
  // Refused commands while the primary is away are retried by ioredis; its errors say nothing more here.
  redis.on('error', () => {});
  // The adapter reads on copies of the connection, closed only once a blocked read returns, which it never
  // does once the group is gone: they are closed here with the rest.
  const copies: Redis[] = [];
  const duplicate = redis.duplicate.bind(redis);
  redis.duplicate = (...args) => {
    const copy = duplicate(...args);
    copies.push(copy);
    return copy;
  };
  const io = new Server({
    adapter: createAdapter(redis, { streamName, channelPrefix: streamName, onlyPlaintext: true }),
  });
  let seq = 0;
  /** When each frame was emitted, by its number. */
  const emittedAt: number[] = [];
  const timer = setInterval(() => {
    emittedAt.push(Date.now());
    io.to(`live:${SOCKET_IO_ROOM}`).emit('live-update', { seq, ...frames[seq % FRAMES] });
    seq++;
  }, POLL_INTERVAL_MS);
  return {
    socketUrl: `ws://127.0.0.1:${port}/socket?EIO=4&transport=websocket`,
    async published() {
      return Array.from({ length: seq }, (_, index) => String(index));
    },
    firstPublishedAfter(_published: readonly string[], at: number) {
      const index = emittedAt.findIndex((emitted) => emitted > at);
      return index === -1 ? emittedAt.length : index;
    },
    async stop() {
      clearInterval(timer);
      await node.stop();
      // It never listened, so it has no engine to close: closing its adapter stops the stream's reader.
      io.of('/').adapter.close();
      for (const connection of [redis, ...copies]) connection.disconnect();
    },
  };
}
