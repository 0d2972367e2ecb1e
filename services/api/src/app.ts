import { errorHandler, requestLog } from '@lemans/http';
import type { Db, Logger } from '@lemans/platform';
import express, { type Express } from 'express';
import { alertsRoutes } from './alerts/alerts-routes.ts';
import { healthRoutes, type Probes } from './health/health-routes.ts';
import { notFound } from './http/not-found.ts';
import type { LiveFrames } from './live/live-frames.ts';
import { liveRoutes } from './live/live-routes.ts';
import type { LiveSource } from './live/live-source.ts';
import { sessionsRoutes } from './sessions/sessions-routes.ts';

export interface ApiDependencies {
  db: Db;
  frames: LiveFrames;
  source: LiveSource;
  probes: Probes;
  /** Past this age the current session's latest frame makes the API unready. */
  feedStaleMs: number;
  logger: Logger;
  now: () => number;
}

/** The public API as an express app; no listening, no globals, so tests build one per case. */
export function createApiApp({
  db,
  frames,
  source,
  probes,
  feedStaleMs,
  logger,
  now,
}: ApiDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  // Hot bodies carry their own strong ETags; express's weak ones would hash every response again.
  app.set('etag', false);
  app.use(requestLog(logger));

  const api = express.Router();
  api.use(liveRoutes(source, now));
  api.use(sessionsRoutes(db));
  api.use(alertsRoutes(db, source));
  api.use(healthRoutes({ probes, source, frames, feedStaleMs, now }));
  api.use(notFound);
  app.use('/api', api);

  app.use(notFound);
  app.use(errorHandler(logger));
  return app;
}
