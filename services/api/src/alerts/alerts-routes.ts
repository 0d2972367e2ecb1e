import type { DbOrTrx } from '@lemans/platform';
import { BadRequestError, NotFoundError } from '@lemans/platform';
import { alertOf } from '@lemans/race';
import { Router } from 'express';
import { momentQueryOf } from '../catalogue/moment-query.ts';
import { sessionIdOf } from '../http/session-query.ts';
import type { LiveSource } from '../live/live-source.ts';
import { findSessionAlerts } from './alerts-repository.ts';

/** The banner shows a handful of alerts; older ones stay in the session report. */
const ALERT_LIMIT = 20;

const TWO_SESSIONS = 'Les paramètres sessionId et session nomment deux sessions différentes';

/**
 * GET /live-alerts: race-control alerts of the current (or named) session, newest first. Given the moment
 * a page shows (`session`, `t`), those of that session given by that race time.
 */
export function alertsRoutes(db: DbOrTrx, source: LiveSource): Router {
  const router = Router();
  router.get('/live-alerts', async (req, res) => {
    const moment = momentQueryOf(req);
    const named = sessionIdOf(req);
    if (moment && named !== undefined && named !== moment.sessionId) throw new BadRequestError(TWO_SESSIONS);
    const requested = moment?.sessionId ?? named;
    const sessionId = requested ?? (await source.currentSessionId());
    const session =
      sessionId === null
        ? undefined
        : await findSessionAlerts(db, sessionId, ALERT_LIMIT, moment?.raceTimeMs);
    if (!session && requested) throw new NotFoundError('Session introuvable');
    res.set('Cache-Control', 'no-cache');
    res.json(session ? session.alerts.map((row) => alertOf(session.id, row)) : []);
  });
  return router;
}
