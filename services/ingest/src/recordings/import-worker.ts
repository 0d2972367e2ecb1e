import { startQueueWorker } from '@lemans/bus/queues';
import type { ImportJobData, ImportJobResult } from '@lemans/bus/recordings-queue';
import type { Db, Logger } from '@lemans/platform';
import { type Job, UnrecoverableError } from 'bullmq';
import type { Redis } from 'ioredis';
import { ingestImportedRecording } from './ingest-imported-recording.ts';
import { findLapRecording } from './stored-recording.ts';

export interface ImportWorker {
  close(): Promise<void>;
}

/**
 * Runs the imports that the admin upload enqueues, one at a time: the stored recording through the live
 * ingest code into its session, with the job's progress in percent of the race time.
 * `connection` is the worker's own (worker role).
 */
export function startImportWorker(options: {
  db: Db;
  connection: Redis;
  redisPrefix: string;
  logger: Logger;
}): ImportWorker {
  const { db, connection, redisPrefix, logger } = options;
  const worker = startQueueWorker<'recordings', ImportJobResult>(
    'recordings',
    ({ data }, job) => runImport(db, job, data, logger),
    { connection, redisPrefix, concurrency: 1 },
  );
  worker.on('failed', (job, err) =>
    logger.error(
      { err, jobId: job?.id, recordingId: job?.data.recordingId, attemptsMade: job?.attemptsMade },
      "échec de l'import d'un enregistrement",
    ),
  );
  worker.on('error', (err) => logger.warn({ err }, "worker d'import en erreur"));
  return { close: () => worker.close() };
}

async function runImport(db: Db, job: Job, data: ImportJobData, logger: Logger) {
  const { recordingId, sessionId } = data;
  const recording = await findLapRecording(db, recordingId);
  // Retrying cannot bring back a recording that is not there.
  if (!recording) throw new UnrecoverableError(`Enregistrement ${recordingId} introuvable`);
  const log = logger.child({ jobId: job.id, recordingId, sessionId });
  log.info("import de l'enregistrement commencé");
  let reported = -1;
  const result = await ingestImportedRecording(
    db,
    { id: recordingId, data: recording },
    sessionId,
    async (raceTimeMs, durationMs) => {
      const percent = durationMs > 0 ? Math.floor((raceTimeMs / durationMs) * 100) : 100;
      if (percent === reported) return;
      reported = percent;
      await job.updateProgress(percent);
    },
  );
  log.info({ snapshots: result.snapshots, events: result.events }, "import de l'enregistrement terminé");
  return result;
}
