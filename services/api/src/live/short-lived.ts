/**
 * Remembers each key's answer for a short while, and shares one pending load between concurrent callers:
 * a slow path (a Postgres query) then runs a few times a second at most, however many clients poll it.
 * A failed load is forgotten at once, so that the next call tries again.
 */
export class ShortLived<T> {
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #entries = new Map<string, { until: number; value: Promise<T> }>();

  constructor(ttlMs: number, now: () => number) {
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.#now();
    const held = this.#entries.get(key);
    if (held && held.until > now) return held.value;
    this.#prune(now);
    const value = load();
    this.#entries.set(key, { until: now + this.#ttlMs, value });
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }

  /** Drops a key's answer so that the next call loads it again. */
  forget(key: string): void {
    this.#entries.delete(key);
  }

  /** Drops every answer; says how many there were. */
  clear(): number {
    const count = this.#entries.size;
    this.#entries.clear();
    return count;
  }

  /** Requests name arbitrary (valid) session ids: expired ones must not pile up. */
  #prune(now: number): void {
    for (const [key, entry] of this.#entries) if (entry.until <= now) this.#entries.delete(key);
  }
}
