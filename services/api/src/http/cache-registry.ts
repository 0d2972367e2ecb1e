import { ShortLived } from '../live/short-lived.ts';

/**
 * Every in-memory cache of the API process, so that an administrator can empty them at once (after fixing
 * data by hand, say) rather than wait for each to expire.
 */
export class CacheRegistry {
  readonly #caches = new Set<FlushableCache>();

  /** A new cache, emptied with the others by `flush`. */
  shortLived<T>(ttlMs: number, now: () => number): ShortLived<T> {
    return this.register(new ShortLived<T>(ttlMs, now));
  }

  /** A cache of another kind, emptied with the others by `flush`. */
  register<Cache extends FlushableCache>(cache: Cache): Cache {
    this.#caches.add(cache);
    return cache;
  }

  /** Empties every cache; says how many answers were dropped. */
  flush(): number {
    let dropped = 0;
    for (const cache of this.#caches) dropped += cache.clear();
    return dropped;
  }
}

/** What `flush` needs of a cache: emptying it, and saying how many answers that dropped. */
export interface FlushableCache {
  clear(): number;
}

/** How the catalogue's documents are cached: where, for how long, by which clock. */
export interface CacheSettings {
  registry: CacheRegistry;
  ttlMs: number;
  now: () => number;
}
