import { ShortLived } from '../live/short-lived.ts';

/**
 * Every in-memory cache of the API process, so that an administrator can empty them at once (after fixing
 * data by hand, say) rather than wait for each to expire.
 */
export class CacheRegistry {
  readonly #caches = new Set<ShortLived<unknown>>();

  /** A new cache, emptied with the others by `flush`. */
  shortLived<T>(ttlMs: number, now: () => number): ShortLived<T> {
    const cache = new ShortLived<T>(ttlMs, now);
    this.#caches.add(cache as ShortLived<unknown>);
    return cache;
  }

  /** Empties every cache; says how many answers were dropped. */
  flush(): number {
    let dropped = 0;
    for (const cache of this.#caches) dropped += cache.clear();
    return dropped;
  }
}

/** How the catalogue's documents are cached: where, for how long, by which clock. */
export interface CacheSettings {
  registry: CacheRegistry;
  ttlMs: number;
  now: () => number;
}
