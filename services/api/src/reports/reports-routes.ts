import { JsonBody, sendJsonBody } from '@lemans/http';
import { BadRequestError, type DbOrTrx, NotFoundError } from '@lemans/platform';
import type { SessionReport } from '@lemans/race';
import { type Request, Router } from 'express';
import { z } from 'zod';
import { sessionIdParamOf } from '../http/route-ids.ts';
import { RACE_PAGE_SHARED_CACHE } from '../http/shared-cache.ts';
import { findSessionReport, listSessionsWithHistory } from './reports-repository.ts';
import { findSessionTrends } from './trends-repository.ts';

/** The lap table shows 50 rows a page (spec part 2 §9); a client may ask for up to 500. */
const DEFAULT_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 500;

const pageNumber = (max: number) =>
  z
    .string()
    .regex(/^[1-9]\d{0,5}$/)
    .transform(Number)
    .pipe(z.number().max(max));

const pageQuery = z.object({
  page: pageNumber(100_000).default(1),
  pageSize: pageNumber(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

function pageOf(req: Request): { page: number; pageSize: number } {
  const result = pageQuery.safeParse(req.query);
  if (!result.success) throw new BadRequestError('Pagination invalide');
  return result.data;
}

/**
 * GET /sessions/with-history (the reports list), /sessions/:id/report (?page=&pageSize=) and
 * /sessions/:id/report/trends (every car's position and gap lap by lap, for the report's charts).
 */
export function reportsRoutes(db: DbOrTrx): Router {
  const router = Router();
  router.get('/sessions/with-history', async (req, res) => {
    // Renamed or deleted from the admin area: not kept by shared caches.
    sendJsonBody(req, res, JsonBody.of(await listSessionsWithHistory(db)));
  });
  router.get('/sessions/:id/report', async (req, res) => {
    const sessionId = sessionIdParamOf(req.params.id);
    const { page, pageSize } = pageOf(req);
    const report = await findSessionReport(db, sessionId, { offset: (page - 1) * pageSize, limit: pageSize });
    if (!report) throw new NotFoundError('Session introuvable');
    const total = report.statistics.total_laps;
    const body: SessionReport = {
      session: { id: sessionId, name: report.name, session_type: report.session_type },
      statistics: report.statistics,
      laps: report.laps,
      pagination: { page, pageSize, total, totalPages: Math.max(1, Math.ceil(total / pageSize)) },
      events: report.events,
    };
    // Every page carries the session's events (some 2,100 for the race, 400 kB of JSON): sent gzipped.
    sendJsonBody(req, res, JsonBody.of(body), RACE_PAGE_SHARED_CACHE);
  });
  router.get('/sessions/:id/report/trends', async (req, res) => {
    const trends = await findSessionTrends(db, sessionIdParamOf(req.params.id));
    if (!trends) throw new NotFoundError('Session introuvable');
    // 62 cars × 387 laps × 2 values is some 300 kB of JSON: sent gzipped, and revalidated by its ETag.
    sendJsonBody(req, res, JsonBody.of(trends), RACE_PAGE_SHARED_CACHE);
  });
  return router;
}
