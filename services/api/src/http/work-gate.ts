import { AppError } from '@lemans/platform';

/**
 * The gate is full: the caller answers at once instead of queueing work the process cannot keep up with, and
 * tells the client to ask again a second later, or when the queue should have drained (a client asking again
 * at once would only keep it full).
 */
export class GateFullError extends AppError {
  constructor(message: string, retryAfterS = 1) {
    super(message, 503, { retryAfterS, code: 'server.busy' });
  }
}

/**
 * Runs at most `concurrency` costly jobs at once (password derivations, time-travel rebuilds) and lets at
 * most `maxWaiting` more wait their turn; beyond that `run` refuses at once. Without it a burst of such
 * requests runs them all together: memory grows with each, and their CPU holds back every other answer of
 * the process, the cheap hot reads included.
 */
export class WorkGate {
  #active = 0;
  readonly #waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
    private readonly busyMessage: string,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#active < this.concurrency) this.#active += 1;
    else if (this.#waiting.length < this.maxWaiting) {
      // The slot is handed over by the job that finishes, so #active stays as it is.
      await new Promise<void>((resolve) => this.#waiting.push(resolve));
    } else throw new GateFullError(this.busyMessage);
    try {
      return await work();
    } finally {
      const next = this.#waiting.shift();
      if (next) next();
      else this.#active -= 1;
    }
  }

  /** Whether `run` would refuse a job now. */
  get full(): boolean {
    return this.#active >= this.concurrency && this.#waiting.length >= this.maxWaiting;
  }

  /** Jobs running and waiting, for tests and the system card. */
  get load(): { active: number; waiting: number } {
    return { active: this.#active, waiting: this.#waiting.length };
  }
}
