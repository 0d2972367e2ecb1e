import type { DbOrTrx } from '@lemans/platform';
import { NotFoundError } from '@lemans/platform';
import { alertOf } from '@lemans/race';
import { Router } from 'express';
import { sessionIdOf } from '../http/session-query.ts';
import type { LiveSource } from '../live/live-source.ts';
import { findSessionAlerts } from './alerts-repository.ts';

/** The banner shows a handful of alerts; older ones stay in the session report. */
const ALERT_LIMIT = 20;

/** GET /live-alerts: race-control alerts of the current (or named) session, newest first. */
export function alertsRoutes(db: DbOrTrx, source: LiveSource): Router {
  const router = Router();
  router.get('/live-alerts', async (req, res) => {
    const requested = sessionIdOf(req);
    const sessionId = requested ?? (await source.currentSessionId());
    const session = sessionId === null ? undefined : await findSessionAlerts(db, sessionId, ALERT_LIMIT);
    if (!session && requested) throw new NotFoundError('Session introuvable');
    res.set('Cache-Control', 'no-cache');
    res.json(session ? session.alerts.map((row) => alertOf(session.id, row)) : []);
  });
  return router;
}
