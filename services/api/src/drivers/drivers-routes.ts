import type { DbOrTrx } from '@lemans/platform';
import { NotFoundError } from '@lemans/platform';
import type { DriverDetail } from '@lemans/race';
import { Router } from 'express';
import { listEntryRows } from '../entries/entries-repository.ts';
import { byCategoryThenNumber, entryOf } from '../entries/entry-of.ts';
import { positiveIdOf } from '../http/route-ids.ts';
import { withCategoryLabels } from '../performance/performance-sql.ts';
import { driversOf } from './driver-of.ts';
import { findDriverPerformance } from './drivers-repository.ts';

/** GET /drivers (every entered driver with their team) and /drivers/:id (entries, history, statistics). */
export function driversRoutes(db: DbOrTrx): Router {
  const router = Router();
  router.get('/drivers', async (_req, res) => {
    const entries = (await listEntryRows(db)).map(entryOf).sort(byCategoryThenNumber);
    res.set('Cache-Control', 'no-cache');
    res.json(driversOf(entries));
  });
  router.get('/drivers/:id', async (req, res) => {
    const id = positiveIdOf(req.params.id, 'Identifiant de pilote invalide');
    const found = await findDriverPerformance(db, id);
    const entries = found.entries.map(entryOf).sort(byCategoryThenNumber);
    const driver = driversOf(entries).find((candidate) => candidate.id === id);
    if (!driver) throw new NotFoundError('Pilote introuvable');
    const detail: DriverDetail = {
      ...driver,
      statistics: found.statistics,
      session_history: withCategoryLabels(found.session_history),
    };
    res.set('Cache-Control', 'no-cache');
    res.json(detail);
  });
  return router;
}
