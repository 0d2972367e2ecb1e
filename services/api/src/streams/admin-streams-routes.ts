import { BadRequestError, type Db, NotFoundError } from '@lemans/platform';
import { Router } from 'express';
import { auditContextOf } from '../admin/audit-context.ts';
import { recordAdminAction } from '../admin/audit-repository.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { positiveIdOf } from '../http/route-ids.ts';
import {
  deleteStream,
  insertStream,
  listAllStreams,
  streamStats,
  toggleStream,
  updateStream,
} from './admin-streams-repository.ts';
import { parseStreamInput } from './stream-schema.ts';

/** Told after every change of the streams table, so that the public pages can follow. */
export type StreamsChanged = () => Promise<void>;

const STREAM_NOT_FOUND = 'Stream introuvable';
const streamIdOf = (value: string | undefined) => positiveIdOf(value, 'Identifiant de stream invalide');

function streamInputOf(body: unknown) {
  const parsed = parseStreamInput(body);
  if (!parsed.ok) throw new BadRequestError(parsed.error);
  return parsed.stream;
}

/**
 * The admin's stream management (spec part 2 §7): list, stats, create, update, toggle, delete. Each change
 * and its audit row are written in one transaction.
 */
export function adminStreamsRoutes(db: Db, streamsChanged: StreamsChanged): Router {
  const router = Router();
  const json = readJsonBody(16 * 1024);
  router.get('/admin/streams', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await listAllStreams(db));
  });
  router.get('/admin/streams/stats', async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await streamStats(db));
  });
  router.post('/admin/streams', json, async (req, res) => {
    const input = streamInputOf(req.body);
    const stream = await db.transaction().execute(async (trx) => {
      const row = await insertStream(trx, input);
      await recordAdminAction(
        trx,
        'stream_created',
        auditContextOf(req, `stream ${row.id}`, { team_number: row.team_number }),
      );
      return row;
    });
    await streamsChanged();
    res.status(201).json({ success: true, stream });
  });
  router.put('/admin/streams/:id', json, async (req, res) => {
    const id = streamIdOf(req.params.id);
    const input = streamInputOf(req.body);
    const stream = await db.transaction().execute(async (trx) => {
      const row = await updateStream(trx, id, input);
      if (!row) throw new NotFoundError(STREAM_NOT_FOUND);
      await recordAdminAction(
        trx,
        'stream_updated',
        auditContextOf(req, `stream ${id}`, { team_number: row.team_number }),
      );
      return row;
    });
    await streamsChanged();
    res.json({ success: true, stream });
  });
  router.patch('/admin/streams/:id/toggle', async (req, res) => {
    const id = streamIdOf(req.params.id);
    const stream = await db.transaction().execute(async (trx) => {
      const row = await toggleStream(trx, id);
      if (!row) throw new NotFoundError(STREAM_NOT_FOUND);
      await recordAdminAction(
        trx,
        'stream_toggled',
        auditContextOf(req, `stream ${id}`, { is_active: row.is_active }),
      );
      return row;
    });
    await streamsChanged();
    res.json({ success: true, stream });
  });
  router.delete('/admin/streams/:id', async (req, res) => {
    const id = streamIdOf(req.params.id);
    await db.transaction().execute(async (trx) => {
      const row = await deleteStream(trx, id);
      if (!row) throw new NotFoundError(STREAM_NOT_FOUND);
      await recordAdminAction(
        trx,
        'stream_deleted',
        auditContextOf(req, `stream ${id}`, { team_number: row.team_number }),
      );
    });
    await streamsChanged();
    res.json({ success: true });
  });
  return router;
}
