import { JsonBody, sendJsonBody } from '@lemans/http';
import { NotFoundError } from '@lemans/platform';
import { type Request, Router } from 'express';
import { sessionIdOf } from '../http/session-query.ts';
import type { LiveBodies, LiveSource } from './live-source.ts';

/**
 * GET /live and GET /weather: the latest frame of the current (or named) session and its weather part,
 * sent as pre-serialised bytes with a strong ETag (304 when the client has them) and a gzip variant.
 */
export function liveRoutes(source: LiveSource, now: () => number): Router {
  const router = Router();
  router.get('/live', async (req, res) => {
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
