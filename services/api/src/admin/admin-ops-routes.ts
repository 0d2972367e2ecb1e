import type { BusKeys } from '@lemans/bus';
import { DAY_MS } from '@lemans/contract/timing';
import { AppError, BadRequestError, type Db, type Logger } from '@lemans/platform';
import { Router } from 'express';
import type { Redis } from 'ioredis';
import { analyticsSummary } from '../analytics/analytics-summary.ts';
import type { CacheRegistry } from '../http/cache-registry.ts';
import type { SyncRequester } from '../sync/sync-routes.ts';
import { auditContextOf } from './audit-context.ts';
import { listAdminActivity, recordAdminAction } from './audit-repository.ts';
import { type SystemProbes, systemStatus } from './system-status.ts';

export interface AdminOpsDependencies {
  db: Db;
  redis: Redis;
  keys: BusKeys;
  probes: SystemProbes;
  sync: SyncRequester;
  caches: CacheRegistry;
  logger: Logger;
  now: () => number;
}

const ACTIVITY_LIMIT = 20;

/** Analytics periods offered by the dashboard, in days. */
function periodOf(value: unknown): number {
  if (value === undefined) return 7;
  const days = Number(value);
  if (![1, 7, 30].includes(days)) throw new BadRequestError('La période doit valoir 1, 7 ou 30 jours');
  return days;
}

/**
 * The dashboard's real calls, replacing the spec's fakes: sync, cache flush, system check, recent activity
 * from the audit, analytics from the sink.
 */
export function adminOpsRoutes({
  db,
  redis,
  keys,
  probes,
  sync,
  caches,
  logger,
  now,
}: AdminOpsDependencies): Router {
  const router = Router();
  router.post('/admin/sync', async (req, res) => {
    const request = await sync.request().catch((err: unknown) => {
      logger.warn({ err }, 'synchronisation non demandée : Redis ne répond pas');
      throw new AppError('Erreur lors de la synchronisation', 503, { cause: err });
    });
    await recordAdminAction(db, 'sync', auditContextOf(req, null, { state: request.state }));
    res.status(202).json({ success: true, ...request });
  });
  router.post('/admin/cache/flush', async (req, res) => {
    const flushed = await caches.flush();
    await recordAdminAction(db, 'cache_flushed', auditContextOf(req, null, { flushed }));
    res.json({ success: true, flushed });
  });
  router.get('/admin/system', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await systemStatus(redis, keys, probes, now));
  });
  router.get('/admin/activity', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await listAdminActivity(db, ACTIVITY_LIMIT));
  });
  router.get('/admin/analytics', async (req, res) => {
    const days = periodOf(req.query.days);
    res.set('Cache-Control', 'no-store');
    res.json({ days, ...(await analyticsSummary(db, new Date(now() - days * DAY_MS))) });
  });
  return router;
}
