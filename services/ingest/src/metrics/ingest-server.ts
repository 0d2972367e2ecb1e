import type { RequestListener, Server } from 'node:http';
import {
  answerFailure,
  createHttpServer,
  guardRequests,
  MALFORMED_TARGET,
  parseRequestTarget,
} from '@lemans/http';
import { METRICS_PATH, metricsHandler } from '@lemans/metrics';
import type { Logger } from '@lemans/platform';
import type { FeedPoller } from '../poll/feed-poller.ts';
import type { IngestMetrics } from './ingest-metrics.ts';

/**
 * Ingest's one HTTP server, on INGEST_PORT: its figures for Prometheus and a health check for the
 * orchestrator, both on a port the public origin never serves. Ingest takes no request from anyone else.
 */
export function createIngestServer(metrics: IngestMetrics, poller: FeedPoller, logger: Logger): Server {
  const serveMetrics = metricsHandler(metrics.registry);
  const listener: RequestListener = (req, res) => {
    const path = parseRequestTarget(req.url)?.path ?? null;
    if (path === null) {
      answerFailure(res, 400, MALFORMED_TARGET);
    } else if (req.method === 'GET' && path === METRICS_PATH) {
      serveMetrics(req, res);
    } else if (req.method === 'GET' && path === '/health') {
      const body = JSON.stringify({ status: 'ok', last_poll: poller.lastPoll, polls: poller.counts });
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(body);
    } else {
      answerFailure(res, 404, `Ressource introuvable : ${req.method} ${path}`);
    }
  };
  return createHttpServer(guardRequests(listener, logger));
}
