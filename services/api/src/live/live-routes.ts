import { JsonBody, sendJsonBody } from '@lemans/http';
import { BadRequestError, NotFoundError } from '@lemans/platform';
import { type Request, type Response, Router } from 'express';
import { sessionIdOf } from '../http/session-query.ts';
import type { LiveBodies, LiveSource } from './live-source.ts';
import type { TimeTravel } from './time-travel.ts';
import { raceTimeQueryOf } from './time-travel-query.ts';

/** An ended session's past never changes; a running one's answer also carries its latest race time. */
const ENDED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const RUNNING_CACHE_CONTROL = 'public, max-age=5';

/**
 * GET /live and GET /weather: the latest frame of the current (or named) session and its weather part,
 * sent as pre-serialised bytes with a strong ETag (304 when the client has them) and a gzip variant.
 * GET /live with `at` answers the named session's frame as it was at that race time.
 */
export function liveRoutes(source: LiveSource, timeTravel: TimeTravel, now: () => number): Router {
  const router = Router();
  router.get('/live', async (req, res) => {
    if (req.query.at !== undefined) return sendPastFrame(req, res, timeTravel);
    const bodies = await bodiesFor(req, source);
    sendJsonBody(req, res, bodies ? bodies.live : JsonBody.of(noSession(now)));
  });
  router.get('/weather', async (req, res) => {
    const bodies = await bodiesFor(req, source);
    if (!bodies) throw new NotFoundError('Aucune session active');
    sendJsonBody(req, res, bodies.weather);
  });
  return router;
}

async function sendPastFrame(req: Request, res: Response, timeTravel: TimeTravel): Promise<void> {
  const sessionId = sessionIdOf(req);
  if (sessionId === undefined) throw new BadRequestError('Le paramètre at exige une session (sessionId)');
  const past = await timeTravel.frameAt(sessionId, raceTimeQueryOf(req.query.at));
  sendJsonBody(req, res, past.body, past.ended ? ENDED_CACHE_CONTROL : RUNNING_CACHE_CONTROL);
}

/** The bodies of the named session (404 when unknown), else of the current one; null when none runs. */
async function bodiesFor(req: Request, source: LiveSource): Promise<LiveBodies | null> {
  const requested = sessionIdOf(req);
  const sessionId = requested ?? (await source.currentSessionId());
  const bodies = sessionId === null ? undefined : await source.bodiesOf(sessionId);
  if (bodies) return bodies;
  if (requested) throw new NotFoundError('Session introuvable');
  return null;
}

/** What the client expects when nothing runs (spec part 1 §4 and §9): its status stays 'unknown'. */
function noSession(now: () => number) {
  return {
    data: [],
    session_status: 'unknown',
    message: 'Aucune session active',
    session_name: null,
    current_session: null,
    timestamp: new Date(now()).toISOString(),
  };
}
