import type { FrameToPublish } from '@lemans/bus';
import type { LiveFrame } from '@lemans/contract';
import { liveDeltaOf } from '@lemans/contract/live-delta';

/** The last frame published of a session and its stream id: the base of the next delta. */
export interface Published {
  id: string;
  frame: LiveFrame;
}

/**
 * A live frame as ingest publishes it: whole, and with its delta from the frame published before when
 * there is one and the change can be said as a delta.
 */
export function frameToPublish(session: string, frame: LiveFrame, last: Published | null): FrameToPublish {
  const delta = last && liveDeltaOf(last.frame, frame);
  return {
    type: 'live-update',
    session,
    current: true,
    data: JSON.stringify(frame),
    ...(last && delta && { delta: { base: last.id, data: JSON.stringify(delta) } }),
  };
}
