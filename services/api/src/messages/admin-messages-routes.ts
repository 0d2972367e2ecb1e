import { MESSAGE_STATUSES, type MessageStatus } from '@lemans/contract';
import { AppError, BadRequestError, type Db, NotFoundError } from '@lemans/platform';
import { Router } from 'express';
import { auditContextOf } from '../admin/audit-context.ts';
import { recordAdminAction } from '../admin/audit-repository.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { positiveIdOf } from '../http/route-ids.ts';
import {
  deleteMessage,
  listMessages,
  lockMessage,
  messageStats,
  setMessageStatus,
} from './admin-messages-repository.ts';

const MESSAGE_NOT_FOUND = 'Message introuvable';
const messageIdOf = (value: string | undefined) => positiveIdOf(value, 'Identifiant de message invalide');

function statusOf(body: unknown): MessageStatus {
  const status = (body as { status?: unknown } | undefined)?.status;
  if (!MESSAGE_STATUSES.includes(status as MessageStatus))
    throw new BadRequestError('Le statut doit être new, read ou replied');
  return status as MessageStatus;
}

/**
 * The admin's message triage (spec part 2 §7): list, stats, status change (forward only), delete. A change
 * and its audit row are written in one transaction.
 */
export function adminMessagesRoutes(db: Db): Router {
  const router = Router();
  router.get('/admin/messages', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await listMessages(db));
  });
  router.get('/admin/messages/stats', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await messageStats(db));
  });
  router.patch('/admin/messages/:id/status', readJsonBody(1024), async (req, res) => {
    const id = messageIdOf(req.params.id);
    const status = statusOf(req.body);
    const message = await db.transaction().execute(async (trx) => {
      const current = await lockMessage(trx, id);
      if (!current) throw new NotFoundError(MESSAGE_NOT_FOUND);
      // Asking again for the current status changes nothing: a double click is not an error.
      if (current.status === status) return current;
      if (MESSAGE_STATUSES.indexOf(status) < MESSAGE_STATUSES.indexOf(current.status))
        throw new AppError("Le statut d'un message ne peut pas revenir en arrière", 409);
      const updated = await setMessageStatus(trx, id, status);
      await recordAdminAction(
        trx,
        'message_status_changed',
        auditContextOf(req, `message ${id}`, { from: current.status, to: status }),
      );
      return updated;
    });
    res.json({ success: true, message });
  });
  router.delete('/admin/messages/:id', async (req, res) => {
    const id = messageIdOf(req.params.id);
    await db.transaction().execute(async (trx) => {
      if (!(await deleteMessage(trx, id))) throw new NotFoundError(MESSAGE_NOT_FOUND);
      await recordAdminAction(trx, 'message_deleted', auditContextOf(req, `message ${id}`));
    });
    res.json({ success: true });
  });
  return router;
}
