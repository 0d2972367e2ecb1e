import type { DbOrTrx } from '@lemans/platform';
import { Router } from 'express';
import { listRaceEvents } from './race-events-repository.ts';

/** GET /race-events: the events the race pages can show, newest first, the default one flagged `current`. */
export function raceEventsRoutes(db: DbOrTrx): Router {
  const router = Router();
  router.get('/race-events', async (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json(await listRaceEvents(db));
  });
  return router;
}
