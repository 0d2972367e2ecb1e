import type { SyncRequest } from '@lemans/bus/sync-queue';
import { AppError, type Logger } from '@lemans/platform';
import { Router } from 'express';

/** What the routes need of the sync queue: tests may hand in their own. */
export interface SyncRequester {
  request(): Promise<SyncRequest>;
}

/**
 * POST /sync: public (spec part 1 §7), so harmless: it enqueues a catalogue sync unless one is already
 * queued or running, or one completed within the cooldown; 202 with what it found.
 */
export function syncRoutes(sync: SyncRequester, logger: Logger): Router {
  const router = Router();
  router.post('/sync', async (_req, res) => {
    let request: SyncRequest;
    try {
      request = await sync.request();
    } catch (err) {
      logger.warn({ err }, 'synchronisation non demandée : Redis ne répond pas');
      throw new AppError('Synchronisation indisponible pour le moment, réessayez plus tard', 503, {
        cause: err,
      });
    }
    res.set('Cache-Control', 'no-store');
    res.status(202).json(request);
  });
  return router;
}
