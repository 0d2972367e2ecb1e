import { errorHandler, requestLog } from '@lemans/http';
import {
  createServiceRegistry,
  httpMetrics,
  METRICS_PATH,
  metricsHandler,
  type Registry,
} from '@lemans/metrics';
import type { Logger } from '@lemans/platform';
import express, { type Express } from 'express';
import { catalogueRoutes } from './catalogue/catalogue-routes.ts';
import type { Catalogue } from './catalogue/load-catalogue.ts';
import type { Channel } from './channels/channel.ts';
import type { ReplayChannels } from './channels/replay-channels.ts';
import { replayControlRoutes, replayDocumentRoutes } from './channels/replay-routes.ts';
import { requireControlSecret } from './http/control-secret.ts';
import { notFound } from './http/errors.ts';

export interface FeedDependencies {
  /** The organiser's live document, at /live/WEC/data.json and /control. */
  main: Channel;
  /** Replays of stored recordings; null without a database. */
  replays: ReplayChannels | null;
  catalogue: Catalogue;
  logger: Logger;
  /** Where the app's figures go, beside the process's own (its pool's lost connections); its own unless given. */
  metrics?: Registry;
  /** What /control and /replays require as `Authorization: Bearer`; null: they refuse every call. */
  controlSecret: string | null;
}

/** The organiser's feed as an express app; no listening, no globals, so tests build one per case. */
export function createFeedApp({
  main,
  replays,
  catalogue,
  logger,
  controlSecret,
  metrics = createServiceRegistry('feed'),
}: FeedDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  // Bodies carry their own strong ETags; express's weak ones would hash every response again.
  app.set('etag', false);
  // Requests served, by route and status, on this app's own /metrics (the public origin never serves the feed).
  app.use(httpMetrics(metrics));
  app.use(requestLog(logger));

  app.get('/live/WEC/data.json', main.document);
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', raceTimeMs: main.clock.raceTimeMs() });
  });
  app.get(METRICS_PATH, metricsHandler(metrics));
  app.use(replayDocumentRoutes(replays));
  app.use('/catalogue', catalogueRoutes(catalogue));

  // Whatever the public routes above did not answer under these prefixes steers a channel. The guard
  // matches the prefixes as express routes them (any case, trailing slash), before any body is parsed.
  app.use(['/control', '/replays'], requireControlSecret(controlSecret));
  app.use(main.control);
  app.use(replayControlRoutes(replays));

  app.use(notFound);
  app.use(errorHandler(logger));
  return app;
}
