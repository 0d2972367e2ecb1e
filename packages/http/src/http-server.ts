import { createServer, type RequestListener, type Server } from 'node:http';

/**
 * How long an idle connection is kept: longer than nginx keeps its own to the services (keepalive_timeout
 * 60s) and longer than a client told this figure keeps it (undici, two seconds less), so that the client
 * always closes first. With Node's 5 s a request sent as the server closes the connection is reset (a 502 at
 * the edge, ECONNRESET for a direct client). undici counts its idle time in ticks of its own that fall behind
 * the clock on a busy event loop, so its two seconds of margin are not enough for Node's 5 s there.
 */
export const IDLE_CONNECTION_TIMEOUT_MS = 65_000;

/**
 * Every HTTP server of the site, production's and the tests' alike (an express app is a listener): with the
 * idle deadline above, and the headers' deadline above it as in Node's defaults, so that a reused
 * connection's next request is never cut by it.
 */
export function createHttpServer(listener?: RequestListener): Server {
  const server = createServer(listener);
  server.keepAliveTimeout = IDLE_CONNECTION_TIMEOUT_MS;
  server.headersTimeout = IDLE_CONNECTION_TIMEOUT_MS + 1000;
  return server;
}
