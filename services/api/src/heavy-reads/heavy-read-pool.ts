import { once } from 'node:events';
import type { Worker } from 'node:worker_threads';
import { AppError, type Logger, startModuleWorker } from '@lemans/platform';
import type { CacheRegistry } from '../http/cache-registry.ts';
import type { HeavyAnswer, HeavyRead, HeavyReader } from './heavy-read.ts';
import {
  errorOfReadFailure,
  type FromReadWorker,
  heavyAnswerFromMessage,
  type ReadWorkerData,
  type ToReadWorker,
} from './heavy-read-messages.ts';
import { PreparedAnswers } from './prepared-answers.ts';
import { ReadQueue, type ReadQueueOptions } from './read-queue.ts';

const WORKER_MODULE = new URL('./heavy-read-worker.ts', import.meta.url);
const CLOSE_TIMEOUT_MS = 5000;

interface Pending {
  resolve(answer: HeavyAnswer): void;
  reject(err: Error): void;
}

interface RunningWorker {
  worker: Worker;
  pending: Map<number, Pending>;
  flushes: Map<number, (dropped: number) => void>;
}

/**
 * Heavy reads answered by worker threads, each started on the first read it is given or the first running
 * session it is to keep warm (most processes of a test run never read a report). A session's reads always
 * go to the same worker, so that its analysis is computed and kept once; each worker's reads queue here, a
 * few at a time in the worker, within the queue's bound (read-queue.ts). A worker that dies fails its reads
 * in flight and is started again on the next. What a worker prepared ahead for a running session it keeps
 * warm (its live strategy) is answered here, at once (prepared-answers.ts).
 */
export class HeavyReadPool implements HeavyReader {
  readonly #workers: (RunningWorker | null)[];
  readonly #queues: ReadQueue[];
  readonly #prepared = new PreparedAnswers();
  readonly #data: ReadWorkerData;
  readonly #logger: Logger;
  readonly #connectionErrors: { inc(): void };
  readonly #preparedCount: { inc(): void };
  #nextId = 1;
  #closing = false;

  constructor(
    size: number,
    data: ReadWorkerData,
    {
      caches,
      queue,
      logger,
      connectionErrors,
      prepared = { inc: () => {} },
    }: {
      caches: CacheRegistry;
      queue: ReadQueueOptions;
      logger: Logger;
      connectionErrors: { inc(): void };
      /** Counts the answers the workers prepared ahead. */
      prepared?: { inc(): void };
    },
  ) {
    this.#workers = Array.from({ length: size }, () => null);
    this.#queues = Array.from({ length: size }, () => new ReadQueue(queue));
    this.#data = { ...data };
    this.#logger = logger;
    this.#connectionErrors = connectionErrors;
    this.#preparedCount = prepared;
    caches.registerElsewhere(() => this.#flush());
  }

  answer(read: HeavyRead, { gzip }: { gzip: boolean }): Promise<HeavyAnswer> {
    if (this.#closing) return Promise.reject(new AppError('Service en cours d’arrêt', 503));
    const prepared = this.#prepared.find(read);
    if (prepared) return Promise.resolve(prepared);
    const index = this.#indexOf(sessionOf(read));
    return (this.#queues[index] as ReadQueue).run(() => {
      const running = this.#workerAt(index);
      const id = this.#nextId++;
      return new Promise<HeavyAnswer>((resolve, reject) => {
        running.pending.set(id, { resolve, reject });
        running.worker.postMessage({ type: 'read', id, read, gzip } satisfies ToReadWorker);
      });
    });
  }

  /**
   * Tells the session's worker, started now if it was not, to compute its analysis: outside the reads'
   * queue, as no client waits for it, within the worker's own bound on analyses computed at once.
   */
  warm(sessionId: string): void {
    if (this.#closing) return;
    this.#workerAt(this.#indexOf(sessionId)).worker.postMessage({
      type: 'warm',
      sessionId,
    } satisfies ToReadWorker);
  }

  /** Reads running and waiting, in every worker's queue. */
  get load(): { running: number; waiting: number } {
    const load = { running: 0, waiting: 0 };
    for (const queue of this.#queues) {
      load.running += queue.load.running;
      load.waiting += queue.load.waiting;
    }
    return load;
  }

  /** Tells every worker where its reads go now, and those started later where they start. */
  readFromReplica(onReplica: boolean): void {
    this.#data.onReplica = onReplica;
    for (const running of this.#workers) {
      running?.worker.postMessage({ type: 'read-target', onReplica } satisfies ToReadWorker);
    }
  }

  async close(): Promise<void> {
    this.#closing = true;
    await Promise.all(
      this.#workers.map(async (running) => {
        if (!running) return;
        const exited = once(running.worker, 'exit');
        running.worker.postMessage({ type: 'close' } satisfies ToReadWorker);
        const timer = setTimeout(() => running.worker.terminate(), CLOSE_TIMEOUT_MS);
        await exited;
        clearTimeout(timer);
      }),
    );
  }

  /** Empties every started worker's caches, and the answers they prepared. */
  async #flush(): Promise<number> {
    const dropped = this.#prepared.clear();
    const counts = await Promise.all(
      this.#workers.map((running) => {
        if (!running) return 0;
        const id = this.#nextId++;
        return new Promise<number>((resolve) => {
          running.flushes.set(id, resolve);
          running.worker.postMessage({ type: 'flush', id } satisfies ToReadWorker);
        });
      }),
    );
    return counts.reduce((total, count) => total + count, dropped);
  }

  /** A session's reads always go to the same worker, which computes and keeps its analysis once. */
  #indexOf(sessionId: string): number {
    return hashOf(sessionId) % this.#workers.length;
  }

  #workerAt(index: number): RunningWorker {
    const existing = this.#workers[index];
    if (existing) return existing;
    const running: RunningWorker = {
      worker: startModuleWorker(WORKER_MODULE, { workerData: this.#data }),
      pending: new Map(),
      flushes: new Map(),
    };
    running.worker.on('message', (message: FromReadWorker) => {
      if (message.type === 'connection-lost') this.#connectionErrors.inc();
      else if (message.type === 'prepared') {
        this.#prepared.keep(message.read, heavyAnswerFromMessage(message.answer), message.atMs);
        this.#preparedCount.inc();
      } else settle(running, message);
    });
    running.worker.on('error', (err) => this.#logger.error({ err }, 'fil de lecture en échec'));
    running.worker.on('exit', (code) => {
      if (this.#workers[index] === running) this.#workers[index] = null;
      if (!this.#closing)
        this.#logger.error({ code }, 'fil de lecture arrêté : relancé à la prochaine lecture');
      for (const pending of running.pending.values())
        pending.reject(new AppError('Erreur interne du serveur'));
      for (const flushed of running.flushes.values()) flushed(0);
    });
    this.#workers[index] = running;
    return running;
  }
}

function settle(
  running: RunningWorker,
  message: Exclude<FromReadWorker, { type: 'connection-lost' | 'prepared' }>,
): void {
  if (message.type === 'closed') return;
  if (message.type === 'flushed') {
    running.flushes.get(message.id)?.(message.dropped);
    running.flushes.delete(message.id);
    return;
  }
  const pending = running.pending.get(message.id);
  running.pending.delete(message.id);
  if (message.type === 'answer') pending?.resolve(heavyAnswerFromMessage(message.answer));
  else pending?.reject(errorOfReadFailure(message.failure));
}

function sessionOf(read: HeavyRead): string {
  return read.kind === 'analysis' ? read.query.sessionId : read.sessionId;
}

/** FNV-1a: any stable spread of session ids over the workers will do. */
function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return hash >>> 0;
}
