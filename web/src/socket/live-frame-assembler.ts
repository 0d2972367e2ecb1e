import type { LiveFrame } from '@lemans/contract';
import { applyLiveDelta, type LiveDelta } from '@lemans/contract/live-delta';

/** How long a request of a session's whole state is waited for before it may be made again. */
export const KEYFRAME_RETRY_MS = 2000;

export type DeltaOutcome =
  /** The frame the delta makes of the one held. */
  | { frame: LiveFrame }
  /** The delta does not apply to what is held: the session's whole state must be asked for. */
  | { askKeyframe: string }
  /** Not applicable, and the whole state was asked for a moment ago: wait for it. */
  | { waiting: true };

/** A frame of the socket as parsed: its fields are the server's, unchecked. */
export interface SocketFrame {
  type?: string;
  id?: string;
  base?: unknown;
  session?: unknown;
  data?: unknown;
}

/**
 * Holds the last frame of each session the socket received, so that `live-delta` frames (the change since
 * the frame whose id they name) become whole frames again before anything else on the page sees them. A
 * delta that does not apply to the frame held (one was missed) is dropped and the whole state asked for.
 */
export class LiveFrameAssembler {
  readonly #held = new Map<string, { id: string; frame: LiveFrame }>();
  readonly #askedAt = new Map<string, number>();
  /** The session of the last frame received: the current one, for a socket in the current session's room. */
  #latestSession: string | null = null;

  /**
   * The frame held of a session (of the latest session received without one), as a reconnecting socket
   * tells the server, so that it sends what follows as deltas rather than that state again.
   */
  heldOf(sessionId: string | undefined): { session: string; id: string } | undefined {
    const session = sessionId ?? this.#latestSession;
    const held = session === null ? undefined : this.#held.get(session);
    return session !== null && held ? { session, id: held.id } : undefined;
  }

  /**
   * The live state a frame of the socket brings: a `live-update` as it came (held as the base of the next
   * delta), a `live-delta` made whole, or the session whose whole state must be asked for; null for any
   * other frame, and for a delta that waits for the whole state already asked.
   */
  receive(frame: SocketFrame, now: number): { frame: unknown } | { askKeyframe: string } | null {
    if (frame.type === 'live-update') {
      if (frame.id) this.whole(frame.id, frame.data);
      return { frame: frame.data };
    }
    if (frame.type !== 'live-delta' || !frame.id) return null;
    const outcome = this.delta(frame.id, frame.base, frame.session, frame.data, now);
    return outcome && !('waiting' in outcome) ? outcome : null;
  }

  /** The stream id of a frame this holds (the very object it made or received); null for any other. */
  idOf(frame: object): string | null {
    const session = (frame as Partial<LiveFrame>).session_id;
    const held = typeof session === 'string' ? this.#held.get(session) : undefined;
    return held?.frame === frame ? held.id : null;
  }

  /** A whole frame: held as the base of the session's next delta. */
  whole(id: string, frame: unknown): void {
    const session = (frame as Partial<LiveFrame> | null)?.session_id;
    if (typeof session !== 'string' || !Array.isArray((frame as Partial<LiveFrame>).data)) return;
    this.#held.set(session, { id, frame: frame as LiveFrame });
    this.#latestSession = session;
    this.#askedAt.delete(session);
  }

  delta(id: string, base: unknown, session: unknown, data: unknown, now: number): DeltaOutcome | null {
    if (typeof session !== 'string' || typeof base !== 'string') return null;
    const held = this.#held.get(session);
    if (held?.id === base && typeof data === 'object' && data !== null) {
      try {
        const frame = applyLiveDelta(held.frame, data as LiveDelta);
        this.#held.set(session, { id, frame });
        this.#latestSession = session;
        return { frame };
      } catch {
        // Not the change of the frame held after all: asked for whole below.
      }
    }
    const askedAt = this.#askedAt.get(session);
    if (askedAt !== undefined && now - askedAt < KEYFRAME_RETRY_MS) return { waiting: true };
    this.#askedAt.set(session, now);
    return { askKeyframe: session };
  }
}
