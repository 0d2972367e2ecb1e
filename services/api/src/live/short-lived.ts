import { LRUCache } from 'lru-cache';

/**
 * Keys a cache holds at most: requests name arbitrary (valid) session ids, and the least recently used
 * answer makes way rather than memory growing with them.
 */
const MAX_KEYS = 1000;

/**
 * Remembers each key's answer for a short while, and shares one pending load between concurrent callers:
 * a slow path (a Postgres query) then runs a few times a second at most, however many clients poll it.
 * A failed load is forgotten at once, so that the next call tries again. A lifetime of 0 keeps nothing.
 */
export class ShortLived<T> {
  readonly #ttlMs: number;
  // Answers are boxed: the cache drops an undefined value, and "no such session" is worth keeping too.
  readonly #entries: LRUCache<string, { value: T }, () => Promise<T>>;

  constructor(ttlMs: number, now: () => number = Date.now, maxKeys = MAX_KEYS) {
    this.#ttlMs = ttlMs;
    this.#entries = new LRUCache({
      max: maxKeys,
      // The service's clock, so that tests can move time instead of waiting it out.
      perf: { now },
      // Read that clock on every call: lru-cache otherwise reuses a reading for a millisecond of real time.
      ttlResolution: 0,
      // lru-cache reads a ttl of 0 as "forever": get never asks it then.
      ttl: ttlMs,
      // Forgotten or flushed while loading: the callers waiting still get the answer, the cache drops it.
      ignoreFetchAbort: true,
      fetchMethod: async (_key, _stale, { context: load }) => ({ value: await load() }),
    });
  }

  async get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.#ttlMs <= 0) return load();
    const held = await this.#entries.fetch(key, { context: load });
    // fetchMethod always resolves to a box.
    return (held as { value: T }).value;
  }

  /** Drops a key's answer so that the next call loads it again. */
  forget(key: string): void {
    this.#entries.delete(key);
  }

  /** Answers held, loads under way included. */
  get size(): number {
    return this.#entries.size;
  }

  clear(): void {
    this.#entries.clear();
  }
}
