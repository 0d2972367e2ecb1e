import { sendJsonBody } from '@lemans/http';
import type { DbOrTrx } from '@lemans/platform';
import { Router } from 'express';
import type { CacheSettings } from '../http/cache-registry.ts';
import { cachedJson } from '../http/cached-json.ts';
import { listCategories, listNews, listProgramEvents } from './catalogue-repository.ts';

type ProgramEvent = Omit<Awaited<ReturnType<typeof listProgramEvents>>[number], 'day'>;

/**
 * GET /categories, /program (keyed by yyyy-MM-dd) and /news (newest first): the organiser's catalogue as
 * the last sync stored it, pre-serialised with an ETag.
 */
export function catalogueRoutes(db: DbOrTrx, cache: CacheSettings): Router {
  const router = Router();
  const documents = {
    categories: cachedJson(cache, () => listCategories(db)),
    program: cachedJson(cache, async () => programByDay(await listProgramEvents(db))),
    news: cachedJson(cache, () => listNews(db)),
  };
  for (const [name, body] of Object.entries(documents)) {
    router.get(`/${name}`, async (req, res) => {
      sendJsonBody(req, res, await body());
    });
  }
  return router;
}

/** The rows come ordered by day: the keys follow in date order. */
function programByDay(rows: Awaited<ReturnType<typeof listProgramEvents>>): Record<string, ProgramEvent[]> {
  const program: Record<string, ProgramEvent[]> = {};
  for (const { day, ...event } of rows) {
    program[day] ??= [];
    program[day].push(event);
  }
  return program;
}
