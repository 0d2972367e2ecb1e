import type { LiveFrame } from '@lemans/contract';
import { JsonBody } from '@lemans/http';
import type { FrameBodies } from './replay-overlay.ts';

/** How long ago ingest read the organiser's document the frame was made of. */
export function frameAgeMs(frame: LiveFrame, now: number): number {
  return now - Date.parse(frame.timestamp);
}

/**
 * Whether a frame is older than ingest would let it grow (it is stopped, or cannot store what it reads:
 * PostgreSQL away). An ended session's last frame is final, never stale.
 */
export function isStale(frame: LiveFrame, staleMs: number, now: number): boolean {
  return frame.session_status !== 'ended' && frameAgeMs(frame, now) > staleMs;
}

/**
 * GET /api/live's body while the frame is stale: the frame as held, with `stale: true` and its age in
 * whole seconds (`age_s`), so that a page can say how old what it shows is. Made again once a second per
 * session at most, whatever the number of requests; a fresh frame's body is sent as it is.
 */
export class StaleBodies {
  readonly #bySession = new Map<string, { base: FrameBodies; ageS: number; body: JsonBody }>();

  of(sessionId: string, base: FrameBodies, now: number): JsonBody {
    const ageS = Math.floor(frameAgeMs(base.frame, now) / 1000);
    const held = this.#bySession.get(sessionId);
    if (held && held.base === base && held.ageS === ageS) return held.body;
    const body = JsonBody.of({ ...base.frame, stale: true, age_s: ageS });
    this.#bySession.set(sessionId, { base, ageS, body });
    return body;
  }
}
