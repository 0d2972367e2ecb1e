import { compareStreamIds, type LatestLive } from '@lemans/bus';
import type { LiveFrame } from '@lemans/contract';
import { JsonBody } from '@lemans/http';
import { z } from 'zod';

/** A session's newest live frame, ready to send: serialised and tagged once, whatever the request count. */
export interface CachedFrame {
  /** Stream id of the live-update: it changes with every frame, so it is the bodies' ETag. */
  id: string;
  frame: LiveFrame;
  live: JsonBody;
  weather: JsonBody;
  /** When ingest read the organiser's document: how fresh the frame is. */
  observedAtMs: number;
}

/*
 * Ingest builds the frame with liveFrameOf; only the fields this service reads are checked, so that a
 * frame from a newer publisher with more fields is still served as it is.
 */
const frameSchema = z.looseObject({
  session_id: z.string(),
  timestamp: z.iso.datetime({ offset: true }),
  data: z.array(z.unknown()),
  weather: z.looseObject({}),
});

/**
 * The newest live frame of every session this process has seen, and which session is current. Fed by the
 * frames stream (and Redis' latest-live keys at start); a frame older than the one held is ignored, so that
 * the stream and a concurrent key read can arrive in any order.
 */
export class LiveFrames {
  readonly #bySession = new Map<string, CachedFrame>();
  #currentSessionId: string | null = null;

  get currentSessionId(): string | null {
    return this.#currentSessionId;
  }

  set currentSessionId(sessionId: string | null) {
    this.#currentSessionId = sessionId;
  }

  get(sessionId: string): CachedFrame | undefined {
    return this.#bySession.get(sessionId);
  }

  /** Keeps the frame when it is newer than the one held; throws when the data is not a live frame. */
  accept(sessionId: string, latest: LatestLive): CachedFrame {
    const held = this.#bySession.get(sessionId);
    if (held && compareStreamIds(held.id, latest.id) >= 0) return held;
    const frame = frameSchema.parse(JSON.parse(latest.data)) as unknown as LiveFrame;
    const cached: CachedFrame = {
      id: latest.id,
      frame,
      live: JsonBody.of(frame, latest.id),
      weather: JsonBody.of(frame.weather, latest.id),
      observedAtMs: Date.parse(frame.timestamp),
    };
    this.#bySession.set(sessionId, cached);
    return cached;
  }
}
