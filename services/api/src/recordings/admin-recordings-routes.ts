import type { ImportJobData } from '@lemans/bus/recordings-queue';
import { importMatchOf } from '@lemans/circuits/calendar';
import type { AdminRecording, ImportStatus, RecordingUpload } from '@lemans/contract';
import { limitBody } from '@lemans/http';
import { AppError, BadRequestError, type Db, type Logger, NotFoundError } from '@lemans/platform';
import { startDayOf, summarise } from '@lemans/race';
import { deleteRecording, renameRecording, saveLapRecording } from '@lemans/recordings';
import express, { type ErrorRequestHandler, type Request, type Response, Router } from 'express';
import { auditContextOf } from '../admin/audit-context.ts';
import { recordAdminAction } from '../admin/audit-repository.ts';
import { displayNameOf } from '../http/display-name.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { uuidParamOf } from '../http/route-ids.ts';
import {
  listRecordingsWithSessions,
  recordingReplayRuns,
  recordingSizeOf,
} from './admin-recordings-repository.ts';
import { isUploadForm, readUploadForm, TOO_LARGE, UPLOAD_FORM_MAX_BYTES } from './upload-form.ts';
import { recordingOfUpload, type Upload } from './upload-recording.ts';

/** What the routes need of the imports queue: tests may hand in their own. */
export interface RecordingImports {
  enqueue(recordingId: string): Promise<ImportJobData>;
  statuses(): Promise<Map<string, ImportStatus>>;
}

/** The race's Analysis file is 3.9 MB: 20 MB leaves room for any session without letting a client fill memory. */
const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
const EMPTY = 'Fichier vide';
const NOT_CSV = 'Fichier CSV attendu (en-tête Content-Type: text/csv)';
const ANALYSIS_REQUIRED = 'Fichier Analysis requis (champ « analysis »)';
/** What browsers and scripts send for a .csv file. */
const CSV_TYPES = ['text/csv', 'text/plain', 'application/csv', 'application/vnd.ms-excel'];
const NOT_FOUND = 'Enregistrement introuvable';
const REPLAY_RUNS = 'Une rediffusion de cet enregistrement est en cours : arrêtez-la avant de le supprimer';
const IMPORT_RUNS = "L'import de cet enregistrement est en cours : attendez sa fin avant de le supprimer";

/**
 * The admin's recordings: GET lists them with their session and the state of their import; POST takes an
 * Al Kamel Analysis CSV, as the raw body with its options in the query, or as a form with the official
 * results and the options as fields; it checks them whole before storing anything, stores the recording and
 * enqueues its ingest into a session with its full history (202: the ingest runs in the ingest service).
 * PATCH renames one; DELETE removes one that no replay nor import is reading.
 */
export function adminRecordingsRoutes(db: Db, imports: RecordingImports, logger: Logger): Router {
  const router = Router();
  router.get('/admin/recordings', async (_req, res) => {
    const [recordings, statuses] = await Promise.all([
      listRecordingsWithSessions(db),
      imports.statuses().catch((err: unknown) => {
        logger.warn({ err }, 'état des imports illisible : Redis ne répond pas');
        return new Map<string, ImportStatus>();
      }),
    ]);
    res.set('Cache-Control', 'no-store');
    const list: AdminRecording[] = recordings.map((recording) => ({
      ...recording,
      import: statuses.get(recording.id) ?? { state: null, progress: 0 },
    }));
    res.json({ recordings: list });
  });
  router.post('/admin/recordings', readCsvBody, async (req, res) => {
    const recording = await recordingOfUpload(db, await uploadOf(req, res));
    const saved = await db.transaction().execute(async (trx) => {
      const { id, created } = await saveLapRecording(trx, recording);
      await recordAdminAction(
        trx,
        'recording_imported',
        auditContextOf(req, `recording ${id}`, { name: recording.meta.name, created }),
      );
      return { id, created };
    });
    const job = await imports.enqueue(saved.id).catch((err: unknown) => {
      logger.warn({ err, recordingId: saved.id }, 'import non lancé : Redis ne répond pas');
      // Stored already: sending the same file again finds it and asks for the import again.
      throw new AppError('Fichier enregistré mais import non lancé, renvoyez-le dans un instant', 503, {
        cause: err,
      });
    });
    const summary = summarise(recording);
    const upload: RecordingUpload = {
      recording: {
        id: saved.id,
        name: recording.meta.name,
        event_name: recording.meta.eventName,
        cars: summary.cars,
        laps: summary.laps,
        drivers: summary.drivers,
        duration_ms: summary.durationMs,
        size_bytes: await recordingSizeOf(db, saved.id),
      },
      session_id: job.sessionId,
      created: saved.created,
      match: importMatchOf(recording.meta, startDayOf(recording)),
    };
    res.status(202).json(upload);
  });
  router.patch('/admin/recordings/:id', readJsonBody(1024), async (req, res) => {
    const id = uuidParamOf(req.params.id, NOT_FOUND);
    const name = displayNameOf(req.body);
    await db.transaction().execute(async (trx) => {
      if (!(await renameRecording(trx, id, name))) throw new NotFoundError(NOT_FOUND);
      await recordAdminAction(trx, 'recording_renamed', auditContextOf(req, `recording ${id}`, { name }));
    });
    res.json({ success: true, recording: { id, name } });
  });
  router.delete('/admin/recordings/:id', async (req, res) => {
    const id = uuidParamOf(req.params.id, NOT_FOUND);
    if (await recordingReplayRuns(db, id)) throw new AppError(REPLAY_RUNS, 409);
    const statuses = await imports.statuses().catch((err: unknown) => {
      // Deleting under a running import would leave it writing a session of a recording that is gone.
      throw new AppError("État de l'import illisible, réessayez dans un instant", 503, { cause: err });
    });
    const status = statuses.get(id);
    if (status?.state === 'waiting' || status?.state === 'active') throw new AppError(IMPORT_RUNS, 409);
    await db.transaction().execute(async (trx) => {
      if (!(await deleteRecording(trx, id))) throw new NotFoundError(NOT_FOUND);
      await recordAdminAction(trx, 'recording_deleted', auditContextOf(req, `recording ${id}`));
    });
    res.json({ success: true });
  });
  router.use('/admin/recordings', uploadErrors);
  return router;
}

/**
 * A raw CSV body, read here within its limit; a form is left to `uploadOf` (read part by part), its declared
 * length checked here against the form's own limit.
 */
const readCsvBody = limitBody(
  (req) => (isUploadForm(req) ? UPLOAD_FORM_MAX_BYTES : MAX_UPLOAD_BYTES),
  express.text({ type: CSV_TYPES, limit: MAX_UPLOAD_BYTES }),
);

/** The files and options of the request: a form, or a raw CSV body with its options in the query string. */
async function uploadOf(req: Request, res: Response): Promise<Upload> {
  if (isUploadForm(req)) {
    const form = await readUploadForm(req, res);
    if (!form.analysis) throw new BadRequestError(ANALYSIS_REQUIRED);
    const utf8 = new TextDecoder('utf-8');
    return {
      analysis: utf8.decode(form.analysis),
      results: form.results && utf8.decode(form.results),
      options: form.fields,
    };
  }
  if (typeof req.body !== 'string') {
    // No body at all is an empty file; a body of another type is not a CSV.
    throw new BadRequestError(req.is(CSV_TYPES) === null ? EMPTY : NOT_CSV);
  }
  return { analysis: req.body, results: null, options: req.query };
}

/** body-parser's refusal of a big file, in the upload's own words. */
const uploadErrors: ErrorRequestHandler = (err, _req, _res, next) => {
  const type = typeof err === 'object' && err !== null && 'type' in err ? String(err.type) : '';
  next(type === 'entity.too.large' ? new AppError(TOO_LARGE, 413, { cause: err }) : err);
};
