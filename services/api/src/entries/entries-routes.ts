import { sendJsonBody } from '@lemans/http';
import { type DbOrTrx, NotFoundError } from '@lemans/platform';
import { Router } from 'express';
import type { CacheSettings } from '../http/cache-registry.ts';
import { cachedJson } from '../http/cached-json.ts';
import { positiveIdOf } from '../http/route-ids.ts';
import { findEntryRow, listEntryRows } from './entries-repository.ts';
import { byCategoryThenNumber, entryOf } from './entry-of.ts';

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
    const id = positiveIdOf(req.params.id, "Identifiant d'engagement invalide");
    const row = await findEntryRow(db, id);
    if (!row) throw new NotFoundError('Engagement introuvable');
    res.set('Cache-Control', 'no-cache');
    res.json(entryOf(row));
  });
  return router;
}
