import type { ImportState, ImportStatus } from '@lemans/contract';
import type { Logger } from '@lemans/platform';
import type { JobsOptions, JobType, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { type JobData, type JobInput, openQueue } from './queues.ts';

/*
 * The queue of recording imports, shared by who asks for one (the admin upload) and who runs it (ingest's
 * worker, which runs the recording through the live ingest code into a session with its full history).
 */

export const IMPORT_JOB_NAME = 'import';

export type ImportJobData = JobData<'recordings', 'import'>;

export interface ImportJobResult {
  sessionId: string;
  snapshots: number;
  events: number;
}

/**
 * The session an imported recording is ingested into. The prefix keeps it apart from the organiser's
 * numeric session ids; eight hex digits of a random uuid are plenty for the recordings of one site.
 */
export function importSessionIdOf(recordingId: string): string {
  return `import-${recordingId.replaceAll('-', '').slice(0, 8).toLowerCase()}`;
}

/** Whether a session is an imported recording's (see importSessionIdOf). */
export function isImportSessionId(sessionId: string): boolean {
  return sessionId.startsWith('import-');
}

/**
 * One job per recording: BullMQ ignores an add whose id it still holds, so uploading the same file again
 * (same content, same recording) does not ingest it twice.
 */
export function importJobIdOf(recordingId: string): string {
  return `import-${recordingId}`;
}

const JOB_OPTIONS: JobsOptions = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 5000 },
  // Kept, one per recording, so that the admin list shows how each import went and the id stays taken.
  removeOnComplete: false,
  removeOnFail: false,
};

/** BullMQ's job types, read one at a time so that each job's state is known without asking per job. */
const STATE_OF_TYPE: [JobType, ImportState][] = [
  ['active', 'active'],
  ['waiting', 'waiting'],
  ['delayed', 'waiting'],
  ['prioritized', 'waiting'],
  ['completed', 'completed'],
  ['failed', 'failed'],
];

/** Enqueues imports and reads how they went; `connection` has no keyPrefix (BullMQ refuses one). */
export class RecordingsQueue {
  readonly queue: Queue<JobInput<'recordings'>, ImportJobResult>;

  constructor(connection: Redis, redisPrefix: string, logger: Logger) {
    this.queue = openQueue<'recordings', ImportJobResult>('recordings', connection, redisPrefix);
    // Without a listener BullMQ prints the connection's errors on stderr, whatever LOG_LEVEL says.
    this.queue.on('error', (err) => logger.warn({ err }, "file d'import des enregistrements en erreur"));
  }

  /** Asks for the import of a stored recording; a failed earlier import of it is retried. */
  async enqueue(recordingId: string): Promise<ImportJobData> {
    const data = { recordingId, sessionId: importSessionIdOf(recordingId) };
    const job = await this.queue.add(IMPORT_JOB_NAME, data, {
      ...JOB_OPTIONS,
      jobId: importJobIdOf(recordingId),
    });
    if ((await job.getState()) === 'failed') {
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true }).catch(() => {});
    }
    return data;
  }

  /** The state and progress of every import the queue holds, by recording id. */
  async statuses(): Promise<Map<string, ImportStatus>> {
    const statuses = new Map<string, ImportStatus>();
    for (const [type, state] of STATE_OF_TYPE) {
      for (const job of await this.queue.getJobs(type)) {
        if (!job || statuses.has(job.data.recordingId)) continue;
        const progress = state === 'completed' ? 100 : typeof job.progress === 'number' ? job.progress : 0;
        statuses.set(job.data.recordingId, { state, progress });
      }
    }
    return statuses;
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}
