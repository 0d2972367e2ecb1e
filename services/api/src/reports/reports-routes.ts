import { acceptsGzip, JsonBody, sendJsonBody } from '@lemans/http';
import { BadRequestError, type DbOrTrx } from '@lemans/platform';
import { type Request, Router } from 'express';
import { z } from 'zod';
import type { SpellingsReader } from '../entries/known-spellings.ts';
import type { HeavyReader } from '../heavy-reads/heavy-read.ts';
import { sendHeavyAnswer } from '../heavy-reads/send-heavy-answer.ts';
import { sessionIdParamOf } from '../http/route-ids.ts';
import { listSessionsWithHistory } from './reports-repository.ts';

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
 * /sessions/:id/report/trends (every car's position and gap lap by lap, for the report's charts); the last
 * two built off the event loop (report-answers.ts).
 */
export function reportsRoutes(db: DbOrTrx, reader: HeavyReader, spellings: SpellingsReader): Router {
  const router = Router();
  router.get('/sessions/with-history', async (req, res) => {
    // Renamed or deleted from the admin area: not kept by shared caches.
    sendJsonBody(req, res, JsonBody.of(await listSessionsWithHistory(db, (await spellings()).person)));
  });
  router.get('/sessions/:id/report', async (req, res) => {
    const sessionId = sessionIdParamOf(req.params.id);
    const answer = await reader.answer(
      { kind: 'report', sessionId, ...pageOf(req) },
      { gzip: acceptsGzip(req) },
    );
    sendHeavyAnswer(req, res, answer);
  });
  router.get('/sessions/:id/report/trends', async (req, res) => {
    const read = { kind: 'trends', sessionId: sessionIdParamOf(req.params.id) } as const;
    const answer = await reader.answer(read, { gzip: acceptsGzip(req) });
    sendHeavyAnswer(req, res, answer);
  });
  return router;
}
