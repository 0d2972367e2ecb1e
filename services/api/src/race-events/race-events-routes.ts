import type { SessionRaceEvent } from '@lemans/contract';
import { sendJsonBody } from '@lemans/http';
import { type DbOrTrx, NotFoundError } from '@lemans/platform';
import { Router } from 'express';
import type { CacheSettings } from '../http/cache-registry.ts';
import { cachedJson } from '../http/cached-json.ts';
import { sessionIdParamOf } from '../http/route-ids.ts';
import { findRaceEventOfSession, listRaceEvents } from './race-events-repository.ts';

/**
 * GET /race-events: the events the race pages can show, newest first, the default one flagged `current`.
 * Every race page's chooser asks for it: rebuilt at most once per `ttlMs`, with its ETag.
 * GET /sessions/:id/race-event: the event a session belongs to (its circuit, time zone, schedule), for a page
 * that shows a session (the circuit, a replay).
 */
export function raceEventsRoutes(db: DbOrTrx, cache: CacheSettings): Router {
  const router = Router();
  const events = cachedJson(cache, () => listRaceEvents(db));
  const ofSession = cache.registry.shortLived<SessionRaceEvent | null>(cache.ttlMs);
  router.get('/race-events', async (req, res) => {
    sendJsonBody(req, res, await events());
  });
  router.get('/sessions/:id/race-event', async (req, res) => {
    const sessionId = sessionIdParamOf(req.params.id);
    const found = await ofSession.get(sessionId, async () => {
      const raceEvent = await findRaceEventOfSession(db, sessionId);
      return raceEvent && { session_id: sessionId, race_event: raceEvent };
    });
    if (!found) {
      ofSession.forget(sessionId);
      throw new NotFoundError('Session introuvable ou sans épreuve');
    }
    res.json(found);
  });
  return router;
}
