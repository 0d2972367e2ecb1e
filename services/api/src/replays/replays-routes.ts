import type { DbOrTrx } from '@lemans/platform';
import { Router } from 'express';
import { listReplays } from './replays-repository.ts';

/** GET /replays: recorded sessions and replay streams. */
export function replaysRoutes(db: DbOrTrx): Router {
  const router = Router();
  router.get('/replays', async (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json(await listReplays(db));
  });
  return router;
}
