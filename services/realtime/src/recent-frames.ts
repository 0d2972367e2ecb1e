import { compareStreamIds } from '@lemans/bus';
import type { OutgoingFrame } from './outgoing-frame.ts';

/**
 * The last frames of the stream, oldest first: those it held when this process started, then those it
 * dispatched. Clients reconnecting after a short cut (the common case, and a whole crowd at once when another
 * node restarts) resume from here, sharing the buffers already built, without asking Redis anything.
 */
export class RecentFrames {
  readonly #frames: OutgoingFrame[] = [];
  readonly #capacity: number;
  /** Id of the newest frame let go to make room: every frame after it is still here. */
  #dropped: string | null = null;

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  push(frame: OutgoingFrame): void {
    this.#frames.push(frame);
    if (this.#frames.length > this.#capacity) this.#dropped = (this.#frames.shift() as OutgoingFrame).id;
  }

  /**
   * The oldest id a resume can start from and find every frame after it here, or null while nothing is held.
   * Any older id missed frames this process no longer has, or never had: more than it keeps, or trimmed away.
   */
  get floor(): string | null {
    return this.#dropped ?? this.#frames[0]?.id ?? null;
  }

  /** Every frame after `lastId` (a valid stream id) when this process holds all of them, else null. */
  after(lastId: string): OutgoingFrame[] | null {
    const floor = this.floor;
    if (floor === null || compareStreamIds(lastId, floor) < 0) return null;
    let start = this.#frames.length;
    while (start > 0 && compareStreamIds((this.#frames[start - 1] as OutgoingFrame).id, lastId) > 0) start--;
    return this.#frames.slice(start);
  }
}
