import { compareStreamIds, type LatestLiveState } from '@lemans/bus';
import { type OutgoingFrame, outgoingFrame } from './outgoing-frame.ts';

/** The newest live-update of every session, so that a client joining a room sees data at once. */
export class LatestFrames {
  readonly #bySession = new Map<string, OutgoingFrame>();
  #currentSession: string | null = null;

  /** Seeds the memory from what the publisher keeps in Redis, for frames older than this process. */
  static fromState({ currentSession, bySession }: LatestLiveState): LatestFrames {
    const latest = new LatestFrames();
    for (const [session, { id, data }] of bySession) {
      latest.record(
        outgoingFrame({ id, type: 'live-update', session, current: session === currentSession, data }),
      );
    }
    latest.#currentSession = currentSession;
    return latest;
  }

  record(frame: OutgoingFrame): void {
    const known = this.#bySession.get(frame.session);
    if (!known || compareStreamIds(frame.id, known.id) > 0) this.#bySession.set(frame.session, frame);
    if (frame.current) this.#currentSession = frame.session;
  }

  of(sessionId: string): OutgoingFrame | undefined {
    return this.#bySession.get(sessionId);
  }

  current(): OutgoingFrame | undefined {
    return this.#currentSession === null ? undefined : this.#bySession.get(this.#currentSession);
  }
}
