import { GateFullError } from '../http/work-gate.ts';
import { admissionOf, nextExpectedMs } from './read-admission.ts';

export const HEAVY_READS_BUSY = 'Trop de lectures en cours : réessayez dans un instant.';

/** Reads a thread runs at once: as many as its Postgres pool has connections, so none waits there. */
export const READS_AT_ONCE = 4;

/** Before any read has been timed: a report page or a moment of the past, on an idle machine. */
const FIRST_EXPECTED_MS = 100;

/** What a queue tells the figures (/metrics) of the reads it let wait or refused. */
export interface ReadQueueObserver {
  /** A read started after waiting `waitedMs` for its turn (0 when it started at once). */
  started(waitedMs: number): void;
  /** A read was refused: at once, its wait foreseen too long (`foreseen`), or once it had waited the bound. */
  refused(reason: 'foreseen' | 'waited'): void;
}

export interface ReadQueueOptions {
  concurrency: number;
  maxWaitMs: number;
  observer?: ReadQueueObserver;
}

interface Waiter {
  queuedAt: number;
  start(waitedMs: number): void;
  refuse(): void;
  timer: NodeJS.Timeout;
}

/**
 * The reads of one thread, `concurrency` at a time: a read that cannot start within `maxWaitMs` is refused
 * (503 with Retry-After) at once when the reads ahead of it foretell it, else when the bound has passed,
 * never after. The reads queued count as well as the running ones, so the bound holds under any burst.
 */
export class ReadQueue {
  readonly #concurrency: number;
  readonly #maxWaitMs: number;
  readonly #observer: ReadQueueObserver | undefined;
  readonly #waiting: Waiter[] = [];
  #running = 0;
  #expectedMs = FIRST_EXPECTED_MS;

  constructor({ concurrency, maxWaitMs, observer }: ReadQueueOptions) {
    this.#concurrency = concurrency;
    this.#maxWaitMs = maxWaitMs;
    this.#observer = observer;
  }

  async run<T>(read: () => Promise<T>): Promise<T> {
    const admission = admissionOf({
      running: this.#running,
      waiting: this.#waiting.length,
      concurrency: this.#concurrency,
      expectedMs: this.#expectedMs,
      maxWaitMs: this.#maxWaitMs,
    });
    if (admission.decision === 'refuse') {
      this.#observer?.refused('foreseen');
      throw new GateFullError(HEAVY_READS_BUSY, admission.retryAfterS);
    }
    if (admission.decision === 'wait') await this.#turn();
    else {
      this.#running += 1;
      this.#observer?.started(0);
    }
    const started = performance.now();
    try {
      return await read();
    } finally {
      // A read longer than the bound (a thread's start, a cold analysis on a busy machine) says no more than
      // that reads are long: counted whole, it would refuse every read for the next dozen.
      const tookMs = Math.min(performance.now() - started, this.#maxWaitMs);
      this.#expectedMs = nextExpectedMs(this.#expectedMs, tookMs);
      this.#handOver();
    }
  }

  /** Reads running and waiting, for the figures. */
  get load(): { running: number; waiting: number } {
    return { running: this.#running, waiting: this.#waiting.length };
  }

  /** The freed slot goes to the next read still within its bound: #running then stays as it is. */
  #handOver(): void {
    for (let next = this.#waiting.shift(); next; next = this.#waiting.shift()) {
      const waitedMs = performance.now() - next.queuedAt;
      // Its timer is late (a busy event loop): it is refused as the timer would have.
      if (waitedMs > this.#maxWaitMs) {
        next.refuse();
        continue;
      }
      next.start(waitedMs);
      return;
    }
    this.#running -= 1;
  }

  #turn(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        queuedAt: performance.now(),
        start: (waitedMs) => {
          clearTimeout(waiter.timer);
          this.#observer?.started(waitedMs);
          resolve();
        },
        refuse: () => {
          clearTimeout(waiter.timer);
          this.#observer?.refused('waited');
          reject(new GateFullError(HEAVY_READS_BUSY, Math.max(1, Math.ceil(this.#expectedMs / 1000))));
        },
        timer: setTimeout(() => {
          this.#waiting.splice(this.#waiting.indexOf(waiter), 1);
          waiter.refuse();
        }, this.#maxWaitMs),
      };
      this.#waiting.push(waiter);
    });
  }
}
