import type { BusKeys } from '@lemans/bus';
import { AppError, type Db, type Logger, NotFoundError } from '@lemans/platform';
import { Router } from 'express';
import type { Redis } from 'ioredis';
import { auditContextOf } from '../admin/audit-context.ts';
import { recordAdminAction } from '../admin/audit-repository.ts';
import { sessionIdParamOf } from '../http/route-ids.ts';
import { deleteSessionWhole, sessionReplayRuns, sessionStored } from './admin-sessions-repository.ts';
import { findCurrentSessionId } from './sessions-repository.ts';

export interface AdminSessionsDependencies {
  db: Db;
  redis: Redis;
  keys: BusKeys;
  logger: Logger;
}

const LIVE = 'Session en direct : elle ne peut pas être supprimée';
const REPLAY_RUNS = 'Rediffusion en cours dans cette session : arrêtez-la avant de la supprimer';

/** `DELETE /admin/sessions/:id`: an imported or replayed session the operator no longer wants, whole. */
export function adminSessionsRoutes({ db, redis, keys, logger }: AdminSessionsDependencies): Router {
  const router = Router();

  /** The session the site follows: ingest's word in Redis, else the same choice the API makes without it. */
  const currentSessionId = async (): Promise<string | null> => {
    const fromRedis = await redis.get(keys.currentSession).catch((err: unknown) => {
      logger.warn({ err }, 'session en direct illisible : Redis ne répond pas');
      return null;
    });
    return fromRedis ?? (await findCurrentSessionId(db));
  };

  router.delete('/admin/sessions/:id', async (req, res) => {
    const id = sessionIdParamOf(req.params.id);
    if (!(await sessionStored(db, id))) throw new NotFoundError('Session introuvable');
    if ((await currentSessionId()) === id) throw new AppError(LIVE, 409);
    if (await sessionReplayRuns(db, id)) throw new AppError(REPLAY_RUNS, 409);
    await db.transaction().execute(async (trx) => {
      await deleteSessionWhole(trx, id);
      await recordAdminAction(trx, 'session_deleted', auditContextOf(req, `session ${id}`));
    });
    // The newest frame kept for resuming clients would otherwise show a session that no longer exists.
    await redis.del(keys.latestLive(id)).catch((err: unknown) => {
      logger.warn({ err, sessionId: id }, 'dernière image de la session non effacée : Redis ne répond pas');
    });
    res.json({ success: true });
  });
  return router;
}
