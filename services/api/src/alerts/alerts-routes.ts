import type { RaceControlAnswer } from '@lemans/contract';
import type { DbOrTrx } from '@lemans/platform';
import { BadRequestError, NotFoundError } from '@lemans/platform';
import { ALERT_EVENT_TYPES, alertOf, categoryLabelOf, RACE_CONTROL_EVENT_TYPES } from '@lemans/race';
import { type Request, Router } from 'express';
import { momentQueryOf } from '../catalogue/moment-query.ts';
import { sessionIdOf } from '../http/session-query.ts';
import type { LiveSource } from '../live/live-source.ts';
import { findRaceControlEvents, type RaceControlQuery } from './alerts-repository.ts';

/** The banner shows a handful of alerts; older ones stay in the session report. */
const ALERT_LIMIT = 20;
/** A 24-hour race gives a few hundred entries; this bounds what one answer carries. */
const RACE_CONTROL_LIMIT = 1000;

const RACE_CONTROL_CACHE = 'public, max-age=5';

const TWO_SESSIONS = 'Les paramètres sessionId et session nomment deux sessions différentes';

/**
 * Race control's events of the session and race time a request asks about: the moment a page shows
 * (`session`, `t`), else the named session (`sessionId`), else the current one at its latest. Undefined when
 * there is no current session; a session named but unknown is a 404.
 */
async function eventsAsked(req: Request, db: DbOrTrx, source: LiveSource, query: RaceControlQuery) {
  const moment = momentQueryOf(req);
  const named = sessionIdOf(req);
  if (moment && named !== undefined && named !== moment.sessionId) throw new BadRequestError(TWO_SESSIONS);
  const requested = moment?.sessionId ?? named;
  const sessionId = requested ?? (await source.currentSessionId());
  const session =
    sessionId === null
      ? undefined
      : await findRaceControlEvents(db, sessionId, { ...query, byRaceTimeMs: moment?.raceTimeMs });
  if (!session && requested !== undefined) throw new NotFoundError('Session introuvable');
  return session;
}

/**
 * GET /live-alerts: race-control alerts of the current (or named) session, newest first, for the banner.
 * GET /race-control: the whole race-control log, newest first, each entry with its car's class; for a
 * session joined mid-race, what came before the join from the import of the same race (`source: 'import'`),
 * else the race time the log runs from (`partial_since_ms`). Given the moment a page shows (`session`, `t`),
 * both answer what race control had said by that race time.
 */
export function alertsRoutes(db: DbOrTrx, source: LiveSource): Router {
  const router = Router();
  router.get('/live-alerts', async (req, res) => {
    const session = await eventsAsked(req, db, source, { types: ALERT_EVENT_TYPES, limit: ALERT_LIMIT });
    res.set('Cache-Control', 'no-cache');
    res.json(session ? session.events.map((row) => alertOf(session.id, row)) : []);
  });
  router.get('/race-control', async (req, res) => {
    const session = await eventsAsked(req, db, source, {
      types: RACE_CONTROL_EVENT_TYPES,
      limit: RACE_CONTROL_LIMIT,
      withImportBeforeJoin: true,
    });
    // Shared a few seconds by the proxy: a crowd on the log asks the database once per moment.
    res.set('Cache-Control', RACE_CONTROL_CACHE);
    const answer: RaceControlAnswer = {
      entries: session
        ? session.events.map(({ category, from_import, ...row }) => ({
            ...alertOf(session.id, row),
            category: category ? categoryLabelOf(category) : null,
            source: from_import ? 'import' : 'session',
          }))
        : [],
      partial_since_ms: session?.partial_since_ms ?? null,
    };
    res.json(answer);
  });
  return router;
}
