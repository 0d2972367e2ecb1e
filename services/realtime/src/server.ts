import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BusKeys, followFrames, readAllLatestLive, readNewestFrames } from '@lemans/bus';
import {
  createHttpServer,
  guardRequests,
  guardUpgrades,
  MALFORMED_TARGET,
  refuseUpgrade,
} from '@lemans/http';
import { type Counter, metricsHandler, redisConnectionErrors } from '@lemans/metrics';
import type { Logger } from '@lemans/platform';
import type { Redis } from 'ioredis';
import { WebSocketServer } from 'ws';
import { attachSocket } from './connection.ts';
import { startHeartbeat } from './heartbeat.ts';
import { httpHandler, pathOf, SOCKET_PATH } from './http.ts';
import { Hub, type HubLimits } from './hub.ts';
import { LatestFrames } from './latest-frames.ts';
import { isOriginAllowed } from './origin.ts';
import { RealtimeMetrics } from './realtime-metrics.ts';

export interface RealtimeLimits extends HubLimits {
  heartbeatMs: number;
  /** How often congested clients are checked for a drained buffer. */
  flushIntervalMs: number;
  /** Largest client message; ws closes the connection (1009) past it. */
  maxMessageBytes: number;
  /**
   * On shutdown, each client is told to reconnect after a delay drawn evenly over this long rather than all
   * at once, so that the other nodes behind the proxy take them in gradually.
   */
  drainSpreadMs: number;
  /** How long after its delay a client told to reconnect has to leave before it is closed (1012). */
  drainMarginMs: number;
}

export const DEFAULT_LIMITS: RealtimeLimits = {
  softBufferBytes: 1024 * 1024,
  hardBufferBytes: 8 * 1024 * 1024,
  slowCloseMs: 15_000,
  closeGraceMs: 5000,
  maxBadMessages: 20,
  keyframeIntervalMs: 1000,
  resumeIntervalMs: 10_000,
  maxSessionsPerClient: 16,
  resumeLimit: 300,
  heartbeatMs: 15_000,
  flushIntervalMs: 100,
  maxMessageBytes: 4096,
  drainSpreadMs: 5000,
  drainMarginMs: 2000,
};

/**
 * How long a realtime process may take to stop once signalled: its drain at the longest (the last client's
 * delay and margin, then the close grace delay of one that does not answer the close), then 5 s to stop
 * reading and close its connections, after which its exit is forced. An orchestrator's grace period must
 * exceed it.
 */
export function stopTimeoutMs(
  limits: Pick<RealtimeLimits, 'drainSpreadMs' | 'drainMarginMs' | 'closeGraceMs'>,
): number {
  return limits.drainSpreadMs + limits.drainMarginMs + limits.closeGraceMs + 5000;
}

/** RFC 6455's "Service Restart": the client should connect again, to this node or another. */
const SERVICE_RESTART = 1012;

export interface RealtimeDependencies {
  /** Plain commands: the state and the newest frames at start-up. Not closed here. */
  redis: Redis;
  /** Dedicated to following the stream (worker role); disconnected when the server closes. */
  reader: Redis;
  keys: BusKeys;
  logger: Logger;
  allowedOrigins: readonly string[];
  limits?: Partial<RealtimeLimits>;
  /** Counted by the connections above, served on /metrics; a counter of its own unless given. */
  redisErrors?: Counter;
}

export interface RealtimeServer {
  port: number;
  server: Server;
  /** Open sockets of this process. */
  clientCount(): number;
  /**
   * Drains the node: takes no new connection, tells every client to reconnect after a delay spread over
   * `drainSpreadMs` while still sending them the stream, closes (1012) those still there after their delay and
   * `drainMarginMs`, then stops reading the stream and closes.
   */
  close(): Promise<void>;
}

/**
 * Loads the latest state from Redis, starts following the stream and serves the WebSocket on
 * `/socket` and the health check on `port` (0: any free port).
 */
export async function startRealtimeServer(
  deps: RealtimeDependencies,
  port: number,
  host?: string,
): Promise<RealtimeServer> {
  const { redis, reader, keys, logger, allowedOrigins } = deps;
  const limits = { ...DEFAULT_LIMITS, ...deps.limits };
  // The stream's position first, then the latest state: a frame published in between is both in the
  // state and read again from the stream, and LatestFrames keeps the newest. The newest frames come with the
  // position, read once here so that no resume ever reads the stream.
  const { frames: history, lastId: startId } = await readNewestFrames(redis, keys, limits.resumeLimit);
  const latest = LatestFrames.fromState(await readAllLatestLive(redis, keys));
  const metrics = new RealtimeMetrics(() => hub.clients.size, deps.redisErrors ?? redisConnectionErrors());
  const hub = new Hub({ latest, lastFrameId: startId, history, limits, metrics });

  const reading = new AbortController();
  const following = followFrames(reader, keys, startId ?? '0-0', (entries) => hub.dispatch(entries), {
    signal: reading.signal,
    logger,
  });
  const stopHeartbeat = startHeartbeat(hub.clients, limits.heartbeatMs);
  const flushTimer = setInterval(() => hub.flushCongested(Date.now()), limits.flushIntervalMs).unref();

  const wss = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    // Frames are pre-built once for every socket; compressing per socket would undo that (DESIGN §9).
    perMessageDeflate: false,
    maxPayload: limits.maxMessageBytes,
  });
  const server = createHttpServer(guardRequests(httpHandler(hub, metricsHandler(metrics.registry)), logger));
  server.on(
    'upgrade',
    guardUpgrades((req, socket, head) => {
      const path = pathOf(req);
      if (path === null) {
        metrics.upgradeRefused('target');
        refuseUpgrade(socket, 400, MALFORMED_TARGET);
      } else if (path !== SOCKET_PATH) {
        metrics.upgradeRefused('path');
        refuseUpgrade(socket, 404, `Ressource introuvable : ${path}`);
      } else if (!isOriginAllowed(req.headers.origin, allowedOrigins)) {
        metrics.upgradeRefused('origin');
        logger.info({ origin: req.headers.origin }, 'connexion WebSocket refusée : origine non autorisée');
        refuseUpgrade(socket, 403, 'Origine non autorisée');
      } else {
        wss.handleUpgrade(req, socket, head, (ws) => attachSocket(hub, ws, logger));
      }
    }, logger),
  );

  const stopReading = async () => {
    reading.abort();
    await following;
    stopHeartbeat();
    clearInterval(flushTimer);
  };
  try {
    server.listen(port, host);
    await once(server, 'listening');
  } catch (err) {
    await stopReading();
    throw err;
  }

  return {
    port: (server.address() as AddressInfo).port,
    server,
    clientCount: () => hub.clients.size,
    async close() {
      // No new connection from here on: a proxy sends them to the other nodes.
      const closed = new Promise<void>((resolve, reject) =>
        server.close((err) => (err ? reject(err) : resolve())),
      );
      // Idle keep-alive health checks would otherwise hold close() until they time out.
      server.closeIdleConnections();
      logger.info(
        { clients: hub.clients.size, spreadMs: limits.drainSpreadMs },
        'arrêt : clients invités à se reconnecter ailleurs',
      );
      await hub.drain(SERVICE_RESTART, 'Serveur en arrêt : reconnexion à un autre', {
        spreadMs: limits.drainSpreadMs,
        marginMs: limits.drainMarginMs,
      });
      await stopReading();
      await closed;
    },
  };
}
