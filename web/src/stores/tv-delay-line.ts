/**
 * The frames of the TV delay, each with the time it was received: the frame shown at `now` with a delay is the
 * newest one received at or before `now − delay`. Pure (the caller gives every time), and bounded: a frame
 * arrives every second or so, and only the last `horizonMs` of them (plus the one due at that horizon) can
 * ever be shown.
 */
export class TvDelayLine<Frame> {
  #held: { frame: Frame; receivedAtMs: number }[] = [];

  constructor(private readonly horizonMs: number) {}

  /** Adds a frame received at `receivedAtMs`, and drops those no delay can show any more. */
  push(frame: Frame, receivedAtMs: number): void {
    // A clock set back must not put a frame before those already held: the line stays in order of receipt.
    const newest = this.#held.at(-1);
    this.#held.push({ frame, receivedAtMs: Math.max(receivedAtMs, newest?.receivedAtMs ?? receivedAtMs) });
    this.#dropBefore(receivedAtMs - this.horizonMs);
  }

  /**
   * The newest frame received at or before `nowMs − delayMs`, or null when none is that old. Time only moves
   * forward at a given delay: the frames before it will not be shown again and are dropped.
   */
  frameDueAt(nowMs: number, delayMs: number): Frame | null {
    const due = this.#dueIndex(nowMs - delayMs);
    if (due < 0) return null;
    this.#held.splice(0, due);
    return this.#held[0]?.frame ?? null;
  }

  /** The frame received last (the present), or null. */
  newest(): Frame | null {
    return this.#held.at(-1)?.frame ?? null;
  }

  get size(): number {
    return this.#held.length;
  }

  clear(): void {
    this.#held = [];
  }

  /** Drops the frames before the newest one received at or before `limitMs`, which stays due. */
  #dropBefore(limitMs: number): void {
    const due = this.#dueIndex(limitMs);
    if (due > 0) this.#held.splice(0, due);
  }

  /** The index of the newest frame received at or before `limitMs`; -1 when none is. */
  #dueIndex(limitMs: number): number {
    let due = -1;
    for (const [index, held] of this.#held.entries()) {
      if (held.receivedAtMs > limitMs) break;
      due = index;
    }
    return due;
  }
}
