/** The answers most recently asked for, up to a number of them; the least recently used goes first. */
export class TimeTravelCache<T> {
  readonly #capacity: number;
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  readonly #entries = new Map<string, T>();

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  get(key: string): T | undefined {
    const held = this.#entries.get(key);
    if (held !== undefined) {
      this.#entries.delete(key);
      this.#entries.set(key, held);
    }
    return held;
  }

  set(key: string, value: T): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#capacity) break;
      this.#entries.delete(oldest);
    }
  }

  /** Drops every answer; says how many there were. */
  clear(): number {
    const count = this.#entries.size;
    this.#entries.clear();
    return count;
  }
}
