import { AppError, BadRequestError, type DbOrTrx } from '@lemans/platform';
import { type Response, Router } from 'express';
import { clientKey } from '../http/client-ip.ts';
import { type Limit, retryAfterSeconds } from '../http/rate-limits.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { insertAnalyticsEvents } from './analytics-repository.ts';
import { parseAnalyticsBatch } from './analytics-schema.ts';

/** 50 events of the largest allowed size would not fit: the batch as a whole is bounded too. */
const BODY_LIMIT = 64 * 1024;

export const TOO_MANY_EVENTS = "Trop d'événements d'audience envoyés : réessayez plus tard.";
export const TOO_MANY_EVENTS_OVERALL =
  "Trop d'événements d'audience reçus en ce moment : réessayez plus tard.";

/**
 * POST /analytics: a batch of audience events from the browser (`{ events: [...] }`), stored as is; 204.
 * text/plain is accepted too, as navigator.sendBeacon sends a page's last events while it unloads.
 * Each event counts against its client's limit and the whole site's: a batch past either is refused whole
 * (its events are only statistics), so that no client, nor a crowd of them, can fill the table.
 */
export function analyticsRoutes(
  db: DbOrTrx,
  limits: { analyticsPerClient: Limit; analyticsOverall: Limit },
): Router {
  const router = Router();
  router.post(
    '/analytics',
    readJsonBody(BODY_LIMIT, ['application/json', 'text/plain']),
    async (req, res) => {
      const batch = parseAnalyticsBatch(req.body);
      if (!batch.ok) throw new BadRequestError(`Événements d'audience invalides : ${batch.problem}`);
      const count = batch.events.length;
      await within(res, limits.analyticsPerClient, clientKey(req), count, TOO_MANY_EVENTS);
      await within(res, limits.analyticsOverall, 'site', count, TOO_MANY_EVENTS_OVERALL);
      await insertAnalyticsEvents(db, batch.events);
      res.status(204).end();
    },
  );
  return router;
}

async function within(res: Response, limit: Limit, key: string, points: number, message: string) {
  const decision = await limit.take(key, points);
  if (decision.allowed) return;
  res.setHeader('retry-after', retryAfterSeconds(decision.retryAfterMs));
  throw new AppError(message, 429);
}
