import { errorHandler, requestLog } from '@lemans/http';
import type { Logger } from '@lemans/platform';
import { type LapRecording, snapshotAt } from '@lemans/race';
import express, { type Express } from 'express';
import { catalogueRoutes } from './catalogue/catalogue-routes.ts';
import type { Catalogue } from './catalogue/load-catalogue.ts';
import { controlRoutes } from './control-routes.ts';
import { dataRoute } from './data-route.ts';
import type { FaultInjector } from './faults.ts';
import { notFound } from './http/errors.ts';
import type { ReplayClock } from './replay-clock.ts';
import { SnapshotCache } from './snapshot-cache.ts';

export interface FeedDependencies {
  recording: LapRecording;
  clock: ReplayClock;
  faults: FaultInjector;
  catalogue: Catalogue;
  logger: Logger;
  /** Marks the documents as a replay of a recorded session rather than the live session. */
  replay: boolean;
}

/** The organiser's feed as an express app; no listening, no globals, so tests build one per case. */
export function createFeedApp({
  recording,
  clock,
  faults,
  catalogue,
  logger,
  replay,
}: FeedDependencies): Express {
  const app = express();
  app.disable('x-powered-by');
  // Bodies carry their own strong ETags; express's weak ones would hash every response again.
  app.set('etag', false);
  app.use(requestLog(logger));

  const snapshots = new SnapshotCache((raceTimeMs) => snapshotAt(recording, raceTimeMs, { replay }));
  app.get('/live/WEC/data.json', dataRoute({ clock, faults, snapshots }));
  app.get('/health', (_req, res) => {
    res.json({ status: 'ok', raceTimeMs: clock.raceTimeMs() });
  });
  app.use(controlRoutes({ clock, faults, meta: recording.meta }));
  app.use('/catalogue', catalogueRoutes(catalogue));

  app.use(notFound);
  app.use(errorHandler(logger));
  return app;
}
