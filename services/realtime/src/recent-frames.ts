import { compareStreamIds } from '@lemans/bus';
import type { OutgoingFrame } from './outgoing-frame.ts';

/**
 * The last frames this process dispatched, oldest first. Clients reconnecting after a short cut (the
 * common case, and a whole crowd at once when another node restarts) resume from here, sharing the
 * buffers already built, without asking Redis anything.
 */
export class RecentFrames {
  readonly #frames: OutgoingFrame[] = [];
  readonly #capacity: number;

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  push(frame: OutgoingFrame): void {
    this.#frames.push(frame);
    if (this.#frames.length > this.#capacity) this.#frames.shift();
  }

  /** Every frame after `lastId` when this process holds all of them, else null (ask the stream). */
  after(lastId: string): OutgoingFrame[] | null {
    const oldest = this.#frames[0];
    if (!oldest || compareStreamIds(lastId, oldest.id) < 0) return null;
    let start = this.#frames.length;
    while (start > 0 && compareStreamIds((this.#frames[start - 1] as OutgoingFrame).id, lastId) > 0) start--;
    return this.#frames.slice(start);
  }
}
