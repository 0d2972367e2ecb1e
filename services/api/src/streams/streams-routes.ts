import type { DbOrTrx } from '@lemans/platform';
import { Router } from 'express';
import { momentQueryOf } from '../catalogue/moment-query.ts';
import type { MomentResolver } from '../catalogue/shown-moment.ts';
import { listActiveStreams } from './streams-repository.ts';

/**
 * GET /streams: the admin area manages the table; visitors get its active rows. The streams are the
 * followed event's: given the moment a page shows (`session`, `t`) of another event, there are none.
 */
export function streamsRoutes(db: DbOrTrx, momentOf: MomentResolver): Router {
  const router = Router();
  router.get('/streams', async (req, res) => {
    const query = momentQueryOf(req);
    const moment = query && (await momentOf(query));
    res.set('Cache-Control', 'no-cache');
    res.json(moment && !moment.followedEvent ? [] : await listActiveStreams(db));
  });
  return router;
}
