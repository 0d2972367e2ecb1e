/**
 * One of several socket.io servers sharing their rooms through Redis, as socket.io's guide scales it out:
 * the Redis streams adapter carries every broadcast to every node, which emits it to its own sockets of the
 * room (encoded once per node). Rooms are joined on `join-live`; websocket transport only; served on
 * `/socket` so that the site's proxy configuration routes it unchanged.
 * Arguments: port, Redis URL, the adapter's stream and channel name, and optionally the Sentinel group
 * (`{"name":…,"sentinels":[{"host":…,"port":…}]}`) through which the URL's server is found.
 */
import { createServer } from 'node:http';
import { createLogger, createRedis } from '@lemans/platform';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { Server } from 'socket.io';

const [port, url, streamName, sentinel] = process.argv.slice(2) as [string, string, string, string?];
const logger = createLogger('socketio-cluster-node', 'warn');
const redis = createRedis(sentinel ? { url, sentinel: JSON.parse(sentinel) } : url, 'worker', { logger });

const http = createServer((req, res) => {
  res.writeHead(req.url === '/health' ? 200 : 404, { 'Content-Type': 'application/json' });
  res.end('{"status":"ok"}');
});
const io = new Server(http, {
  path: '/socket',
  addTrailingSlash: false,
  transports: ['websocket'],
  serveClient: false,
  // The frames are JSON: the setting socket.io's guide gives for plain data, its cheapest encoding.
  adapter: createAdapter(redis, { streamName, channelPrefix: streamName, onlyPlaintext: true }),
});
io.on('connection', (socket) => {
  socket.on('join-live', (sessionId: string) => socket.join(`live:${sessionId}`));
});
http.listen(Number(port), '127.0.0.1');

process.on('SIGTERM', () => {
  io.close(() => {
    redis.disconnect();
    process.exit(0);
  });
});
