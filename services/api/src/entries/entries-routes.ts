import { sendJsonBody } from '@lemans/http';
import { BadRequestError, type DbOrTrx, NotFoundError } from '@lemans/platform';
import { Router } from 'express';
import type { CacheSettings } from '../http/cache-registry.ts';
import { cachedJson } from '../http/cached-json.ts';
import { findEntryRow, listEntryRows } from './entries-repository.ts';
import { byCategoryThenNumber, entryOf } from './entry-of.ts';

/** Entry ids are the organiser's positive integers. */
const ENTRY_ID = /^[1-9]\d{0,8}$/;

/** GET /entries (every entry, by category then number) and GET /entries/:id. */
export function entriesRoutes(db: DbOrTrx, cache: CacheSettings): Router {
  const router = Router();
  const entries = cachedJson(cache, async () =>
    (await listEntryRows(db)).map(entryOf).sort(byCategoryThenNumber),
  );
  router.get('/entries', async (req, res) => {
    sendJsonBody(req, res, await entries());
  });
  router.get('/entries/:id', async (req, res) => {
    const { id } = req.params;
    if (!ENTRY_ID.test(id)) throw new BadRequestError("Identifiant d'engagement invalide");
    const row = await findEntryRow(db, Number(id));
    if (!row) throw new NotFoundError('Engagement introuvable');
    res.set('Cache-Control', 'no-cache');
    res.json(entryOf(row));
  });
  return router;
}
