import type { BusKeys } from '@lemans/bus';
import { AppError, BadRequestError, type Db, type Logger, NotFoundError } from '@lemans/platform';
import { Router } from 'express';
import type { Redis } from 'ioredis';
import { auditContextOf } from '../admin/audit-context.ts';
import { recordAdminAction } from '../admin/audit-repository.ts';
import { displayNameOf } from '../http/display-name.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { sessionIdParamOf } from '../http/route-ids.ts';
import {
  deleteSessionWhole,
  renameSession,
  sessionReplayRuns,
  sessionStored,
  setSessionPublished,
} from './admin-sessions-repository.ts';
import { findCurrentSessionId } from './sessions-repository.ts';

export interface AdminSessionsDependencies {
  db: Db;
  redis: Redis;
  keys: BusKeys;
  logger: Logger;
  now: () => number;
}

const LIVE = 'Session en direct : elle ne peut pas être supprimée';
const REPLAY_RUNS = 'Rediffusion en cours dans cette session : arrêtez-la avant de la supprimer';
const STILL_RUNNING = 'Session en cours : elle pourra être renommée une fois terminée';
const NOT_FOUND = 'Session introuvable';
const NOT_REPLAY = 'Seule une rediffusion se publie : les autres sessions sont toujours listées';
const BAD_PUBLISHED = 'Indiquez published : true pour publier, false pour rendre privée';

/**
 * `PATCH /admin/sessions/:id` renames an ended session (`{ name }`), by an event; `PUT
 * /admin/sessions/:id/published` (`{ published }`) lists a replay session on the public pages or makes it
 * private again; `DELETE /admin/sessions/:id` removes an imported or replayed session the operator no
 * longer wants, whole.
 */
export function adminSessionsRoutes({ db, redis, keys, logger, now }: AdminSessionsDependencies): Router {
  const router = Router();

  /** The session the site follows: ingest's word in Redis, else the same choice the API makes without it. */
  const currentSessionId = async (): Promise<string | null> => {
    const fromRedis = await redis.get(keys.currentSession).catch((err: unknown) => {
      logger.warn({ err }, 'session en direct illisible : Redis ne répond pas');
      return null;
    });
    return fromRedis ?? (await findCurrentSessionId(db));
  };

  router.patch('/admin/sessions/:id', readJsonBody(1024), async (req, res) => {
    const id = sessionIdParamOf(req.params.id);
    const name = displayNameOf(req.body);
    const outcome = await db.transaction().execute(async (trx) => {
      const renamed = await renameSession(trx, id, name, new Date(now()));
      if (renamed === 'renamed') {
        await recordAdminAction(trx, 'session_renamed', auditContextOf(req, `session ${id}`, { name }));
      }
      return renamed;
    });
    if (outcome === 'missing') throw new NotFoundError(NOT_FOUND);
    if (outcome === 'running') throw new AppError(STILL_RUNNING, 409);
    res.json({ success: true, session: { id, name } });
  });

  router.put('/admin/sessions/:id/published', readJsonBody(1024), async (req, res) => {
    const id = sessionIdParamOf(req.params.id);
    const published = (req.body as { published?: unknown } | null)?.published;
    if (typeof published !== 'boolean') throw new BadRequestError(BAD_PUBLISHED);
    const outcome = await db.transaction().execute(async (trx) => {
      const changed = await setSessionPublished(trx, id, published);
      if (changed === 'changed') {
        const action = published ? 'session_published' : 'session_unpublished';
        await recordAdminAction(trx, action, auditContextOf(req, `session ${id}`));
      }
      return changed;
    });
    if (outcome === 'missing') throw new NotFoundError(NOT_FOUND);
    if (outcome === 'not_replay') throw new AppError(NOT_REPLAY, 409);
    res.json({ success: true, session: { id, published } });
  });

  router.delete('/admin/sessions/:id', async (req, res) => {
    const id = sessionIdParamOf(req.params.id);
    if (!(await sessionStored(db, id))) throw new NotFoundError(NOT_FOUND);
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
