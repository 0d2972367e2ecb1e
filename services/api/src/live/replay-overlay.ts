import type { LiveFrame } from '@lemans/contract';
import { JsonBody } from '@lemans/http';
import { frameWithReplayState, type ReplaySessionState } from '@lemans/recordings';

/** A session's frame and its two bodies, serialised once. */
export interface FrameBodies {
  frame: LiveFrame;
  live: JsonBody;
  weather: JsonBody;
}

/**
 * A replay session's bodies with its lifecycle written in, so that a stopped replay is `ended` in every
 * answer, whatever its last frame said.
 */
export function withReplayState(bodies: FrameBodies, state: ReplaySessionState): FrameBodies {
  const frame = frameWithReplayState(bodies.frame, state);
  return { frame, live: JsonBody.of(frame), weather: JsonBody.of(frame.weather) };
}

/**
 * The overlaid bodies of each replay session, made again only when its frame or its state changes: a
 * request costs no serialisation, whatever the number of viewers.
 */
export class ReplayOverlays {
  readonly #bySession = new Map<string, { base: FrameBodies; key: string; bodies: FrameBodies }>();

  of(sessionId: string, base: FrameBodies, state: ReplaySessionState): FrameBodies {
    const key = `${state.replay_state} ${state.session_status} ${state.replaced_by ?? ''}`;
    const held = this.#bySession.get(sessionId);
    if (held && held.base === base && held.key === key) return held.bodies;
    const bodies = withReplayState(base, state);
    this.#bySession.set(sessionId, { base, key, bodies });
    return bodies;
  }
}
