import { sendJsonBody } from '@lemans/http';
import type { DbOrTrx } from '@lemans/platform';
import { Router } from 'express';
import type { CacheSettings } from '../http/cache-registry.ts';
import { cachedJson } from '../http/cached-json.ts';
import { listRaceEvents } from './race-events-repository.ts';

/**
 * GET /race-events: the events the race pages can show, newest first, the default one flagged `current`.
 * Every race page's chooser asks for it: rebuilt at most once per `ttlMs`, with its ETag.
 */
export function raceEventsRoutes(db: DbOrTrx, cache: CacheSettings): Router {
  const router = Router();
  const events = cachedJson(cache, () => listRaceEvents(db));
  router.get('/race-events', async (req, res) => {
    sendJsonBody(req, res, await events());
  });
  return router;
}
