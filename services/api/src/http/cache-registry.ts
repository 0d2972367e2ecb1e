import { ShortLived } from '../live/short-lived.ts';

/**
 * Every in-memory cache of the API process, so that an administrator can empty them at once (after fixing
 * data by hand, say) rather than wait for each to expire.
 */
export class CacheRegistry {
  readonly #caches = new Set<FlushableCache>();
  /** Caches held by other threads (the heavy reads' workers), flushed by message. */
  readonly #elsewhere = new Set<() => Promise<number>>();
  readonly #now: () => number;

  /** `now` is the clock the caches' lifetimes are counted on: the service's, so that tests can move it. */
  constructor(now: () => number = Date.now) {
    this.#now = now;
  }

  /** A new cache, emptied with the others by `flush`. */
  shortLived<T>(ttlMs: number): ShortLived<T> {
    return this.register(new ShortLived<T>(ttlMs, this.#now));
  }

  /** A cache of another kind, emptied with the others by `flush`. */
  register<Cache extends FlushableCache>(cache: Cache): Cache {
    this.#caches.add(cache);
    return cache;
  }

  /** Caches another thread holds, emptied with the others by `flush` through the function given. */
  registerElsewhere(flush: () => Promise<number>): void {
    this.#elsewhere.add(flush);
  }

  /** Empties every cache, this thread's and the others'; says how many answers were dropped. */
  async flush(): Promise<number> {
    let dropped = 0;
    for (const cache of this.#caches) {
      dropped += cache.size;
      cache.clear();
    }
    for (const count of await Promise.all([...this.#elsewhere].map((flush) => flush()))) dropped += count;
    return dropped;
  }
}

/** What `flush` needs of a cache (an lru-cache has it): how many answers it holds, and emptying it. */
export interface FlushableCache {
  readonly size: number;
  clear(): void;
}

/** How the catalogue's documents are cached: where, and for how long. */
export interface CacheSettings {
  registry: CacheRegistry;
  ttlMs: number;
}
