import { liveFactsOf, liveStateOf } from '@lemans/contract/live-state';
import { acceptsGzip, JsonBody, sendJsonBody } from '@lemans/http';
import { AppError, BadRequestError, NotFoundError } from '@lemans/platform';
import { type Request, type Response, Router } from 'express';
import type { HeavyReader } from '../heavy-reads/heavy-read.ts';
import { clientKey } from '../http/client-ip.ts';
import { type Limit, retryAfterSeconds } from '../http/rate-limits.ts';
import { sessionIdOf } from '../http/session-query.ts';
import { LIVE_SHARED_CACHE } from '../http/shared-cache.ts';
import type { LiveBodies, LiveSource } from './live-source.ts';
import { isStale, StaleBodies } from './stale-frame.ts';
import { raceTimeQueryOf } from './time-travel-query.ts';

/** An ended session's past never changes; a running one's answer also carries its latest race time. */
const ENDED_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const RUNNING_CACHE_CONTROL = 'public, max-age=5';
/** The state's remaining time is counted to the second: a shared cache may keep it that long. */
const STATE_CACHE_CONTROL = 'public, max-age=1';

export const TOO_MANY_MOMENTS =
  'Trop de demandes de retour dans le temps : réessayez dans quelques secondes.';

/**
 * GET /live and GET /weather: the latest frame of the current (or named) session and its weather part,
 * sent as pre-serialised bytes with a strong ETag (304 when the client has them) and a gzip variant, which
 * shared caches may keep a second (http/shared-cache.ts).
 * A running session's frame older than `staleMs` (ingest stopped, or PostgreSQL away) is still served,
 * saying so (stale-frame.ts). GET /live with `at` answers the named session's frame as it was at that race
 * time. GET /live/state says what is live (session, live or replay, lifecycle, time left), derived from the
 * same frame.
 */
export function liveRoutes(
  source: LiveSource,
  reader: HeavyReader,
  limits: { timeTravelPerClient: Limit },
  staleMs: number,
  now: () => number,
): Router {
  const router = Router();
  const stale = new StaleBodies();
  router.get('/live', async (req, res) => {
    if (req.query.at !== undefined) return sendPastFrame(req, res, reader, limits.timeTravelPerClient);
    const bodies = await bodiesFor(req, source);
    const at = now();
    const body = !bodies
      ? JsonBody.of(noSession(now))
      : isStale(bodies.frame, staleMs, at)
        ? stale.of(bodies.frame.session_id, bodies, at)
        : bodies.live;
    sendJsonBody(req, res, body, LIVE_SHARED_CACHE);
  });
  router.get('/live/state', async (req, res) => {
    const bodies = await bodiesFor(req, source);
    // The frame is dated when the organiser's document was read: its remaining time is counted from then.
    const facts = bodies ? liveFactsOf(bodies.frame, Date.parse(bodies.frame.timestamp)) : null;
    res.set('Cache-Control', STATE_CACHE_CONTROL);
    res.json(liveStateOf(facts, now()));
  });
  router.get('/weather', async (req, res) => {
    const bodies = await bodiesFor(req, source);
    if (!bodies) throw new NotFoundError('Aucune session active');
    sendJsonBody(req, res, bodies.weather, LIVE_SHARED_CACHE);
  });
  return router;
}

async function sendPastFrame(
  req: Request,
  res: Response,
  reader: HeavyReader,
  perClient: Limit,
): Promise<void> {
  const sessionId = sessionIdOf(req);
  if (sessionId === undefined) throw new BadRequestError('Le paramètre at exige une session (sessionId)');
  const atMs = raceTimeQueryOf(req.query.at);
  const decision = await perClient.take(clientKey(req));
  if (!decision.allowed) {
    res.setHeader('retry-after', retryAfterSeconds(decision.retryAfterMs));
    throw new AppError(TOO_MANY_MOMENTS, 429, { code: 'time_travel.too_many' });
  }
  const past = await reader.answer({ kind: 'past-frame', sessionId, atMs }, { gzip: acceptsGzip(req) });
  if (past.type !== 'json') throw new Error('un instant passé est un document JSON');
  sendJsonBody(req, res, past.body, past.final ? ENDED_CACHE_CONTROL : RUNNING_CACHE_CONTROL);
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
