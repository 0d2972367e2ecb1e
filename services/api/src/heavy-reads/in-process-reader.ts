import type { Db, Logger } from '@lemans/platform';
import type { CacheRegistry } from '../http/cache-registry.ts';
import type { RebuildBounds } from '../live/time-travel.ts';
import { heavyAnswerer } from './heavy-answerer.ts';
import type { HeavyReader } from './heavy-read.ts';
import { ReadQueue, type ReadQueueOptions } from './read-queue.ts';

/**
 * Heavy reads answered on the API's own event loop (API_READ_WORKERS=0): for a process that must not start
 * threads, and as the baseline the benchmarks compare the worker threads with.
 */
export function inProcessReader(
  db: Db,
  caches: CacheRegistry,
  rebuilds: RebuildBounds,
  queue: ReadQueueOptions,
  logger: Logger,
): HeavyReader & { readonly load: ReadQueue['load'] } {
  const answerer = heavyAnswerer(db, caches, rebuilds, logger);
  const reads = new ReadQueue(queue);
  // In the thread that sends it, a body compresses on demand, for the clients that take it so.
  return {
    answer: (read) => reads.run(() => answerer.answer(read)),
    // Not here: a computation at every frame would hold back the live frame this thread serves. A session's
    // analysis is computed when first read, and then again when read after its stream moved, as it runs.
    warm: () => {},
    close: async () => {},
    get load() {
      return reads.load;
    },
  };
}
