import type { Logger } from '@lemans/platform';
import type { Redis } from 'ioredis';
import type { PollTurns } from './poll-turns.ts';

export interface FallbackPollsOptions {
  /** The BullMQ worker's connection: while it is down, no scheduled poll can run. */
  connection: Redis;
  intervalMs: number;
  /**
   * How long BullMQ may take to run polls again once its connection is back: its worker waits that long
   * after a connection error before fetching jobs again.
   */
  resumeDelayMs: number;
  turns: PollTurns;
  /** Whether this process is the one to poll while Redis is away (poll-lease.ts). */
  pollsWithoutRedis(): boolean;
  logger: Logger;
  now?: () => number;
}

/**
 * Polls from this process, every interval, while BullMQ cannot: Postgres is the data of record and the
 * race does not wait for Redis. It steps in once no scheduled poll has run here for two intervals while
 * the worker's connection is down, or back for less time than BullMQ takes to resume; it steps back as
 * soon as a scheduled poll runs here. With Redis up it never polls, even when another ingest process
 * takes every scheduled poll: BullMQ then keeps the polls to one at a time across processes.
 *
 * Of several ingest processes, only the last holder of the poll lease steps in. Were several to poll this
 * way at once (a holder cut off from a Redis the others reach), it would still be safe: every append carries the stream position its
 * writer expects and every cursor move the cursor it expects, so the second writer of a document
 * is refused and changes nothing (StreamConflictError), and its poller reloads the session from the events
 * at its next poll.
 */
export class FallbackPolls {
  readonly #options: FallbackPollsOptions;
  readonly #now: () => number;
  readonly #timer: NodeJS.Timeout;
  #lastScheduledAt: number;
  /** Since when the connection is ready: -Infinity when it never dropped, null while it is down. */
  #readySince: number | null;
  #dropped = false;
  /** Polls run by this fallback since it stepped in; null while BullMQ polls. */
  #polls: number | null = null;

  constructor(options: FallbackPollsOptions) {
    this.#options = options;
    this.#now = options.now ?? Date.now;
    this.#lastScheduledAt = this.#now();
    this.#readySince = options.connection.status === 'ready' ? Number.NEGATIVE_INFINITY : null;
    options.connection.on('close', this.#onClose);
    options.connection.on('ready', this.#onReady);
    this.#timer = setInterval(() => this.#tick(), options.intervalMs);
  }

  /** Called as BullMQ starts a poll: the fallback steps back. */
  scheduledPollStarted(): void {
    this.#lastScheduledAt = this.#now();
    if (this.#polls === null) return;
    this.#options.logger.info(
      { fallbackPolls: this.#polls },
      'relevés du flux de nouveau planifiés par BullMQ',
    );
    this.#polls = null;
  }

  /** Stops the timer and waits for its poll under way, if any. */
  async close(): Promise<void> {
    clearInterval(this.#timer);
    this.#options.connection.off('close', this.#onClose);
    this.#options.connection.off('ready', this.#onReady);
    await this.#options.turns.idle();
  }

  readonly #onClose = () => {
    this.#readySince = null;
    this.#dropped = true;
  };

  readonly #onReady = () => {
    this.#readySince = this.#dropped ? this.#now() : Number.NEGATIVE_INFINITY;
  };

  #due(): boolean {
    const { intervalMs, resumeDelayMs } = this.#options;
    const now = this.#now();
    if (now - this.#lastScheduledAt <= 2 * intervalMs) return false;
    if (!this.#options.pollsWithoutRedis()) return false;
    return this.#readySince === null || now - this.#readySince < resumeDelayMs + 2 * intervalMs;
  }

  #tick(): void {
    if (!this.#due()) {
      if (this.#polls !== null && this.#readySince !== null) {
        this.#options.logger.info(
          { fallbackPolls: this.#polls },
          'Redis revenu : relevés du flux laissés à BullMQ',
        );
        this.#polls = null;
      }
      return;
    }
    const polling = this.#options.turns.pollIfIdle();
    if (!polling) return;
    if (this.#polls === null) {
      this.#options.logger.warn(
        'relevés planifiés arrêtés (Redis indisponible) : le processus relève le flux lui-même',
      );
      this.#polls = 0;
    }
    this.#polls += 1;
    polling.catch((err: unknown) => this.#options.logger.error({ err }, 'échec du relevé du flux'));
  }
}
