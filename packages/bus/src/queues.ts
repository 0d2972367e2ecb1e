import { type Job, Queue, QueueEvents, UnrecoverableError, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { controlReplayInput, startReplayInput, stopReplayInput } from './replay-commands.ts';

/*
 * Every BullMQ queue of the services, with the jobs each carries and the schema of their payload. Producers
 * and workers open their queues only through this registry, so that a name is written once, every queue
 * lives under the same prefix, and every worker checks what it takes off its queue before running it: a job
 * enqueued by an older or foreign producer fails with a sentence saying what is wrong instead of running
 * on half a payload. A subpath of its own (`@lemans/bus/queues`) so that the services that only read
 * frames do not load BullMQ.
 */

const required = (field: string) =>
  z.string({ error: `${field} requis` }).min(1, { error: `${field} requis` });

/** The payload of a job that carries nothing (the scheduler's polls, the catalogue sync). */
const nothing = z.object({});

export const importJobData = z.object({
  recordingId: required('recordingId'),
  sessionId: required('sessionId'),
});

export const replayPollJobData = z.object({ replayId: required('replayId') });

interface QueueSpec {
  /** BullMQ's name of the queue, part of its keys in Redis. */
  name: string;
  /** The schema of the payload of each job name the queue carries. */
  jobs: Record<string, z.ZodType>;
}

/** The registry, refused when two entries share a queue name (their jobs would mix in Redis). */
export function defineQueues<const Specs extends Record<string, QueueSpec>>(specs: Specs): Specs {
  const seen = new Map<string, string>();
  for (const [id, spec] of Object.entries(specs)) {
    const other = seen.get(spec.name);
    if (other !== undefined) {
      throw new Error(`Files BullMQ « ${other} » et « ${id} » sous le même nom « ${spec.name} »`);
    }
    seen.set(spec.name, id);
  }
  return specs;
}

export const QUEUES = defineQueues({
  /** The live poll: one job scheduler upserted by every ingest process, one job per interval. */
  poll: { name: 'poll-feed', jobs: { poll: nothing } },
  /** The catalogue sync, asked for by POST /api/sync and ingest at start. */
  sync: { name: 'catalogue-sync', jobs: { sync: nothing } },
  /** The imports of stored recordings, asked for by the admin upload. */
  recordings: { name: 'recordings', jobs: { import: importJobData } },
  /** The replay commands of the admin API and the CLI, answered by ingest. */
  replays: {
    name: 'replays',
    jobs: { start: startReplayInput, control: controlReplayInput, stop: stopReplayInput },
  },
  /** One job scheduler per running replay (`replay-poll:<id>`), each polling its feed channel. */
  replayPolls: { name: 'replay-polls', jobs: { poll: replayPollJobData } },
});

export type QueueId = keyof typeof QUEUES;
type Jobs<Id extends QueueId> = (typeof QUEUES)[Id]['jobs'];
export type JobName<Id extends QueueId> = keyof Jobs<Id> & string;
/** What a producer hands over for a job (before the schema's defaults and conversions). */
export type JobInput<Id extends QueueId, Name extends JobName<Id> = JobName<Id>> = z.input<Jobs<Id>[Name]>;
/** What a worker receives once the payload is checked. */
export type JobData<Id extends QueueId, Name extends JobName<Id> = JobName<Id>> = z.output<Jobs<Id>[Name]>;

/** A job whose name and payload the registry accepted, typed by its name. */
export type CheckedJob<Id extends QueueId> = {
  [Name in JobName<Id>]: { name: Name; data: JobData<Id, Name> };
}[JobName<Id>];

/** Why a job was refused: a name its queue does not carry, or a payload its schema rejects. */
export type JobProblem =
  | { kind: 'unknown-job'; queue: string; name: string; message: string }
  | { kind: 'invalid-data'; queue: string; name: string; issue: string; message: string };

/** BullMQ's key prefix for a REDIS_PREFIX: every queue of the services lives under it. */
export function bullPrefix(redisPrefix: string): string {
  return `${redisPrefix}:bull`;
}

function specOf(id: QueueId): QueueSpec {
  // Callers outside TypeScript's reach (a cast, a name read from elsewhere) are stopped at start.
  if (!Object.hasOwn(QUEUES, id)) throw new Error(`File BullMQ « ${String(id)} » absente du registre`);
  return QUEUES[id];
}

/** The job as its queue's registry entry reads it, or what is wrong with it. */
export function checkJob<Id extends QueueId>(
  id: Id,
  name: string,
  data: unknown,
): { ok: true; job: CheckedJob<Id> } | { ok: false; problem: JobProblem } {
  const spec = specOf(id);
  const schema = Object.hasOwn(spec.jobs, name) ? spec.jobs[name] : undefined;
  if (!schema) {
    return {
      ok: false,
      problem: {
        kind: 'unknown-job',
        queue: spec.name,
        name,
        message: `Tâche « ${name} » inconnue de la file ${spec.name}`,
      },
    };
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ok: true, job: { name, data: parsed.data } as CheckedJob<Id> };
  const first = parsed.error.issues[0];
  const issue = first?.message ?? 'contenu invalide';
  const where = first && first.path.length > 0 ? `${first.path.join('.')} : ` : '';
  return {
    ok: false,
    problem: {
      kind: 'invalid-data',
      queue: spec.name,
      name,
      issue,
      message: `Tâche « ${name} » de la file ${spec.name} invalide : ${where}${issue}`,
    },
  };
}

/** A producer's (or reader's) handle on a registered queue; `connection` has no keyPrefix (BullMQ refuses one). */
export function openQueue<Id extends QueueId, Result = unknown>(
  id: Id,
  connection: Redis,
  redisPrefix: string,
): Queue<JobInput<Id>, Result> {
  // Job names stay BullMQ's plain strings: it types job scheduler ids with the same parameter.
  return new Queue(specOf(id).name, { connection, prefix: bullPrefix(redisPrefix) });
}

/** Listens to the completions and failures of a registered queue (blocking reads: a worker-role connection). */
export function openQueueEvents(id: QueueId, connection: Redis, redisPrefix: string): QueueEvents {
  return new QueueEvents(specOf(id).name, { connection, prefix: bullPrefix(redisPrefix) });
}

export interface QueueWorkerOptions<Result> {
  /** The worker's own connection (worker role). */
  connection: Redis;
  redisPrefix: string;
  concurrency?: number;
  /** How long the worker waits after a connection error before fetching jobs again. */
  runRetryDelay?: number;
  /** false: the worker takes no job until `resume()` is called (a standby's). */
  autorun?: boolean;
  /**
   * The answer to a refused job, for the queues whose producers wait for one (the replay commands): the
   * job then completes with it. Without it a refused job fails, unretried, with the problem's message.
   */
  refused?: (problem: JobProblem) => Result;
}

/** Runs the jobs of a registered queue, each checked against its entry before `run` sees it. */
export function startQueueWorker<Id extends QueueId, Result>(
  id: Id,
  run: (checked: CheckedJob<Id>, job: Job<JobInput<Id>, Result>) => Promise<Result>,
  options: QueueWorkerOptions<Result>,
): Worker<JobInput<Id>, Result> {
  const { connection, redisPrefix, concurrency, runRetryDelay, autorun, refused } = options;
  return new Worker<JobInput<Id>, Result>(
    specOf(id).name,
    async (job) => {
      const checked = checkJob(id, job.name, job.data);
      if (checked.ok) return run(checked.job, job);
      if (refused) return refused(checked.problem);
      // Retrying cannot mend the payload.
      throw new UnrecoverableError(checked.problem.message);
    },
    {
      connection,
      prefix: bullPrefix(redisPrefix),
      // BullMQ copies an undefined option over its default: only what is set is passed.
      ...(concurrency === undefined ? {} : { concurrency }),
      ...(runRetryDelay === undefined ? {} : { runRetryDelay }),
      ...(autorun === undefined ? {} : { autorun }),
    },
  );
}
