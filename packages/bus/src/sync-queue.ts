import type { SyncState } from '@lemans/contract';
import type { Logger } from '@lemans/platform';
import type { JobState, JobsOptions, Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { type JobInput, openQueue } from './queues.ts';

/*
 * The catalogue synchronisation queue, shared by who asks for a sync (POST /api/sync, ingest at start) and
 * who runs it (ingest's worker). A subpath of its own (`@lemans/bus/sync-queue`) so that the services that
 * only read frames do not load BullMQ.
 */

/**
 * Every sync job has this id: BullMQ ignores an add whose id is already waiting, delayed or running, so at
 * most one sync is in flight however many clients ask at once.
 */
export const SYNC_JOB_ID = 'catalogue-sync';
export const SYNC_JOB_NAME = 'sync';
/** POST /api/sync is public: a sync completed less than this long ago is not run again. */
export const SYNC_COOLDOWN_MS = 60_000;

export interface SyncRequest {
  state: SyncState;
  jobId: string;
}

const JOB_OPTIONS: JobsOptions = {
  jobId: SYNC_JOB_ID,
  attempts: 3,
  backoff: { type: 'exponential', delay: 2000 },
  // A completed job would hold the id and block the next sync: the cooldown key records the completion.
  removeOnComplete: true,
  // A failed job stays visible until the next request retries it under the same id.
  removeOnFail: false,
};

export function syncCooldownKey(redisPrefix: string): string {
  return `${redisPrefix}:sync:cooldown`;
}

/**
 * Starts the cooldown. The worker calls it once the sync has committed and before its job completes, so
 * that no request can fall between the job's removal and the cooldown and enqueue a sync again.
 */
export async function startSyncCooldown(
  redis: Redis,
  redisPrefix: string,
  cooldownMs: number,
  completedAt: Date,
): Promise<void> {
  await redis.set(syncCooldownKey(redisPrefix), completedAt.toISOString(), 'PX', cooldownMs);
}

/** Asks for catalogue syncs; `connection` has no keyPrefix (BullMQ refuses one). */
export class SyncQueue {
  readonly queue: Queue<JobInput<'sync'>>;
  readonly #redis: Redis;
  readonly #redisPrefix: string;

  constructor(connection: Redis, redisPrefix: string, logger: Logger) {
    this.#redis = connection;
    this.#redisPrefix = redisPrefix;
    this.queue = openQueue('sync', connection, redisPrefix);
    // Without a listener BullMQ prints the connection's errors on stderr, whatever LOG_LEVEL says.
    this.queue.on('error', (err) => logger.warn({ err }, 'file de synchronisation en erreur'));
  }

  /** Enqueues a sync unless one is in flight or cooling down; says which of the three it found. */
  async request(): Promise<SyncRequest> {
    if ((await this.#redis.exists(syncCooldownKey(this.#redisPrefix))) === 1) {
      return { state: 'cooling-down', jobId: SYNC_JOB_ID };
    }
    const job = await this.queue.add(SYNC_JOB_NAME, {}, JOB_OPTIONS);
    let state = await job.getState();
    if (state === 'failed') {
      // Two requests may retry it at once: BullMQ lets one move it, the other one's retry fails and it
      // reads the state the first one left.
      await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true }).catch(() => {});
      state = await job.getState();
    }
    return { state: publicState(state), jobId: SYNC_JOB_ID };
  }

  close(): Promise<void> {
    return this.queue.close();
  }
}

function publicState(state: JobState | 'unknown'): SyncState {
  switch (state) {
    case 'active':
      return 'running';
    case 'waiting':
    case 'delayed':
    case 'prioritized':
    case 'waiting-children':
    case 'failed':
      return 'queued';
    // Gone already: the sync completed between the add and this read, and its cooldown has started.
    case 'completed':
    case 'unknown':
      return 'cooling-down';
  }
}
