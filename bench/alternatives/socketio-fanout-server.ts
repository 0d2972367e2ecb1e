/**
 * The fan-out as one would write it with socket.io: rooms joined on `join-live`, and each live-update of
 * the stream emitted to its room with `io.to(room).emit` (socket.io encodes a broadcast once). Websocket
 * transport only. It reads the same Redis stream as our server, so that only the fan-out differs.
 * Arguments: port, Redis URL, key prefix.
 */
import { createServer } from 'node:http';
import { busKeys, followFrames, lastFrameId } from '@lemans/bus';
import { createLogger, createRedis } from '@lemans/platform';
import { Server } from 'socket.io';

const [port, redisUrl, prefix] = process.argv.slice(2) as [string, string, string];
const keys = busKeys(prefix);
const logger = createLogger('socketio-fanout', 'warn');
const redis = createRedis(redisUrl, 'client');
const startId = (await lastFrameId(redis, keys)) ?? '0-0';
await redis.quit();

const http = createServer((req, res) => {
  res.writeHead(req.url === '/health' ? 200 : 404, { 'Content-Type': 'application/json' });
  res.end('{"status":"ok"}');
});
const io = new Server(http, { transports: ['websocket'], serveClient: false });
io.on('connection', (socket) => {
  socket.on('join-live', (sessionId: string) => socket.join(`live:${sessionId}`));
});

const reading = new AbortController();
const following = followFrames(
  createRedis(redisUrl, 'worker'),
  keys,
  startId,
  (entries) => {
    for (const entry of entries) {
      if (entry.type === 'live-update')
        io.to(`live:${entry.session}`).emit('live-update', JSON.parse(entry.data));
      else io.emit(entry.type, JSON.parse(entry.data));
    }
  },
  { signal: reading.signal, logger },
);
http.listen(Number(port), '127.0.0.1');

process.on('SIGTERM', async () => {
  reading.abort();
  await following;
  io.close(() => process.exit(0));
});
