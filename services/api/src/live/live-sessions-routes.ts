import type { Db } from '@lemans/platform';
import { Router } from 'express';
import { playingSessions } from './live-sessions-repository.ts';
import type { LiveSource } from './live-source.ts';

/**
 * GET /live/sessions: the sessions being played right now (the live one, flagged current, and the
 * replays running or paused), for the ranking page's choice of session.
 */
export function liveSessionsRoutes(db: Db, source: LiveSource): Router {
  const router = Router();
  router.get('/live/sessions', async (_req, res) => {
    res.set('Cache-Control', 'no-cache');
    res.json({ sessions: await playingSessions(db, await source.currentSessionId()) });
  });
  return router;
}
