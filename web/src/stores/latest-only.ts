/**
 * Asks for one thing at a time and, of what was asked meanwhile, only the latest: dragging a slider or
 * playing fast asks for many moments, and the server must see at most one request in flight and a few a
 * second, while the page always ends on the last moment asked for.
 */

export interface LatestOnlyOptions<Key, Result> {
  load: (key: Key) => Promise<Result>;
  /** Called with each answer, in the order asked. */
  onResult: (key: Key, result: Result) => void;
  onError: (key: Key, error: unknown) => void;
  /** Least time between the starts of two requests. */
  minIntervalMs: number;
  now: () => number;
  wait: (ms: number) => Promise<void>;
}

export class LatestOnly<Key, Result> {
  #pending: { key: Key } | null = null;
  #running = false;
  #stopped = false;
  #lastStart = Number.NEGATIVE_INFINITY;
  /** Counts the requests, so that a retry can tell whether something else was asked since. */
  #asked = 0;

  constructor(private readonly options: LatestOnlyOptions<Key, Result>) {}

  /** Replaces whatever was waiting; starts at once when nothing runs and the interval has passed. */
  request(key: Key): void {
    if (this.#stopped) return;
    this.#asked += 1;
    this.#pending = { key };
    if (!this.#running) void this.#drain();
  }

  /**
   * Asks for `key` again after `ms` (a server that said when to come back), unless something else was
   * asked meanwhile: the page must not go back to a moment the viewer has left.
   */
  retryLater(key: Key, ms: number): void {
    const asked = this.#asked;
    void this.options.wait(ms).then(() => {
      if (this.#asked === asked) this.request(key);
    });
  }

  /** Whether a request runs or waits. */
  get busy(): boolean {
    return this.#running;
  }

  /** Drops what waits, and any answer still to come. */
  stop(): void {
    this.#stopped = true;
    this.#pending = null;
  }

  async #drain(): Promise<void> {
    const { load, onResult, onError, minIntervalMs, now, wait } = this.options;
    this.#running = true;
    while (this.#pending && !this.#stopped) {
      const early = this.#lastStart + minIntervalMs - now();
      if (early > 0) await wait(early);
      // What was asked during the wait replaced the earlier key.
      const next = this.#pending;
      if (!next || this.#stopped) break;
      this.#pending = null;
      this.#lastStart = now();
      try {
        const result = await load(next.key);
        if (!this.#stopped) onResult(next.key, result);
      } catch (error) {
        if (!this.#stopped) onError(next.key, error);
      }
    }
    this.#running = false;
  }
}
