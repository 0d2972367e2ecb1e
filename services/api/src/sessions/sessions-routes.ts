import type { DbOrTrx } from '@lemans/platform';
import { Router } from 'express';
import { listSessions } from './sessions-repository.ts';

/** GET /sessions: every session, newest first, in the spec's fields (part 2 §3). */
export function sessionsRoutes(db: DbOrTrx): Router {
  const router = Router();
  router.get('/sessions', async (_req, res) => {
    const sessions = await listSessions(db);
    res.set('Cache-Control', 'no-cache');
    res.json(sessions);
  });
  return router;
}
