import type { CatalogueMoment } from '@lemans/contract';
import { JsonBody, sendJsonBody } from '@lemans/http';
import { BadRequestError, type DbOrTrx } from '@lemans/platform';
import { Router } from 'express';
import type { CacheSettings } from '../http/cache-registry.ts';
import { cachedJson } from '../http/cached-json.ts';
import { RACE_PAGE_SHARED_CACHE } from '../http/shared-cache.ts';
import { listCategories, listNews, listProgramEvents } from './catalogue-repository.ts';
import { momentQueryOf } from './moment-query.ts';
import type { MomentResolver } from './shown-moment.ts';

type ProgramEvent = Omit<Awaited<ReturnType<typeof listProgramEvents>>[number], 'day'>;

const MOMENT_REQUIRED = 'Le moment s’indique par une session (session) et une heure de course (t)';

const EMPTY_LIST = JsonBody.of([]);
const EMPTY_PROGRAM = JsonBody.of({});

/**
 * GET /categories, /program (keyed by yyyy-MM-dd) and /news (newest first): the organiser's catalogue as
 * the last sync stored it, pre-serialised with an ETag. The catalogue is the followed event's: given the
 * moment a page shows (`session`, `t`), /news keeps what was published by then and both answer empty for a
 * session of another event. GET /catalogue-moment says what the API makes of such a moment.
 */
export function catalogueRoutes(db: DbOrTrx, cache: CacheSettings, momentOf: MomentResolver): Router {
  const router = Router();
  const categories = cachedJson(cache, () => listCategories(db));
  const program = cachedJson(cache, async () => programByDay(await listProgramEvents(db)));
  // Keyed by the instant: every page at the same minute of the same race shares one body.
  const news = cachedJson(cache, (instant) => listNews(db, instant === '' ? undefined : new Date(instant)));

  router.get('/categories', async (req, res) => {
    sendJsonBody(req, res, await categories());
  });
  router.get('/program', async (req, res) => {
    const query = momentQueryOf(req);
    const moment = query && (await momentOf(query));
    sendJsonBody(req, res, moment && !moment.followedEvent ? EMPTY_PROGRAM : await program());
  });
  router.get('/news', async (req, res) => {
    const query = momentQueryOf(req);
    const moment = query && (await momentOf(query));
    if (moment && !moment.followedEvent) return sendJsonBody(req, res, EMPTY_LIST);
    sendJsonBody(req, res, await news(moment ? moment.instant.toISOString() : ''));
  });
  router.get('/catalogue-moment', async (req, res) => {
    const query = momentQueryOf(req);
    if (!query) throw new BadRequestError(MOMENT_REQUIRED);
    const moment = await momentOf(query);
    const body: CatalogueMoment = {
      session_id: moment.sessionId,
      race_time_ms: moment.raceTimeMs,
      instant: moment.instant.toISOString(),
      followed_event: moment.followedEvent,
    };
    // Which event the feed follows changes when another starts: a few seconds late is nothing here.
    sendJsonBody(req, res, JsonBody.of(body), RACE_PAGE_SHARED_CACHE);
  });
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
