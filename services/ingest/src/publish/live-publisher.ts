import { type BusKeys, publishFrame } from '@lemans/bus';
import type { Logger } from '@lemans/platform';
import type { LiveFrame } from '@lemans/race';
import type { Redis } from 'ioredis';

/**
 * Copies each committed snapshot's live frame to the Redis stream. A live frame is a whole state, so when
 * Redis is unreachable only the newest one per session is kept and published when it is back: nothing is
 * lost that the next frame does not carry. Postgres stays the copy of record.
 */
export class LivePublisher {
  readonly #pending = new Map<string, { json: string; current: boolean }>();
  #flushing: Promise<void> | null = null;

  constructor(
    private readonly redis: Redis,
    private readonly keys: BusKeys,
    private readonly maxLen: number,
    private readonly logger: Logger,
  ) {}

  /** Queues the frame (replacing an older unsent one of the same session) and tries to send. */
  publish(frame: LiveFrame, current: boolean): Promise<void> {
    this.#pending.set(frame.session_id, { json: JSON.stringify(frame), current });
    return this.flush();
  }

  /** Sends what is pending; resolves once tried, whether Redis answered or not. */
  flush(): Promise<void> {
    this.#flushing ??= this.#send().finally(() => {
      this.#flushing = null;
    });
    return this.#flushing;
  }

  get pendingSessions(): number {
    return this.#pending.size;
  }

  async #send(): Promise<void> {
    for (const [session, frame] of [...this.#pending]) {
      try {
        await publishFrame(
          this.redis,
          this.keys,
          { type: 'live-update', session, current: frame.current, data: frame.json },
          this.maxLen,
        );
        if (this.#pending.get(session) === frame) this.#pending.delete(session);
      } catch (err) {
        this.logger.warn({ err, session }, 'publication Redis impossible : la trame sera renvoyée');
        return;
      }
    }
  }
}
