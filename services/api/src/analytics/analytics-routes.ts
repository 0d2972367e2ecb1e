import { BadRequestError, type DbOrTrx } from '@lemans/platform';
import express, { Router } from 'express';
import { insertAnalyticsEvents } from './analytics-repository.ts';
import { parseAnalyticsBatch } from './analytics-schema.ts';

/** 50 events of the largest allowed size would not fit: the batch as a whole is bounded too. */
const BODY_LIMIT = '64kb';

/**
 * POST /analytics: a batch of audience events from the browser (`{ events: [...] }`), stored as is; 204.
 * text/plain is accepted too, as navigator.sendBeacon sends a page's last events while it unloads.
 */
export function analyticsRoutes(db: DbOrTrx): Router {
  const router = Router();
  router.post(
    '/analytics',
    express.json({ limit: BODY_LIMIT, type: ['application/json', 'text/plain'] }),
    async (req, res) => {
      const batch = parseAnalyticsBatch(req.body);
      if (!batch.ok) throw new BadRequestError(`Événements d'audience invalides : ${batch.problem}`);
      await insertAnalyticsEvents(db, batch.events);
      res.status(204).end();
    },
  );
  return router;
}
