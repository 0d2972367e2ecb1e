import type { FeedPoller, PollOutcome } from './feed-poller.ts';

/**
 * The polls of one process take turns: the BullMQ job's and the fallback timer's never overlap, so that a
 * session's ingestor never sees two documents at once.
 */
export class PollTurns {
  #running: Promise<PollOutcome> | null = null;

  constructor(private readonly poller: FeedPoller) {}

  /** Polls once the poll under way, if any, is over. */
  async poll(): Promise<PollOutcome> {
    while (this.#running) await this.#running.catch(() => {});
    return this.#start();
  }

  /** Polls unless a poll is under way: then null, and nothing is done. */
  pollIfIdle(): Promise<PollOutcome> | null {
    return this.#running ? null : this.#start();
  }

  /** Resolves once no poll is under way. */
  async idle(): Promise<void> {
    while (this.#running) await this.#running.catch(() => {});
  }

  #start(): Promise<PollOutcome> {
    const running = this.poller.pollOnce().finally(() => {
      if (this.#running === running) this.#running = null;
    });
    this.#running = running;
    return running;
  }
}
