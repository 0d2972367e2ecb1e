import type { DbOrTrx } from '@lemans/platform';
import { Router } from 'express';
import { listActiveStreams } from './streams-repository.ts';

/** GET /streams: the admin area manages the table; visitors get its active rows. */
export function streamsRoutes(db: DbOrTrx): Router {
  const router = Router();
  router.get('/streams', async (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json(await listActiveStreams(db));
  });
  return router;
}
