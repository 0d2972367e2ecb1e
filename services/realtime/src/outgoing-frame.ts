import { type FrameEntry, type FrameType, wireDelta, wireFrame } from '@lemans/bus';

/**
 * A frame ready to go out: its wire bytes (and its delta's) are built once and the same Buffers are written to
 * every socket.
 */
export interface OutgoingFrame {
  readonly id: string;
  readonly type: FrameType;
  readonly session: string;
  readonly current: boolean;
  readonly bytes: Buffer;
  /**
   * A live-update's `live-delta` wire frame and the id of the frame it applies to: what goes to a client
   * whose last frame of the session is that one, instead of the whole state.
   */
  readonly delta?: { readonly base: string; readonly bytes: Buffer };
}

export function outgoingFrame(entry: FrameEntry): OutgoingFrame {
  return {
    id: entry.id,
    type: entry.type,
    session: entry.session,
    current: entry.current,
    bytes: Buffer.from(wireFrame(entry), 'utf8'),
    ...(entry.delta && {
      delta: { base: entry.delta.base, bytes: Buffer.from(wireDelta(entry, entry.delta), 'utf8') },
    }),
  };
}

/** Notices concern every client and are never dropped; live-updates are states, where the newest wins. */
export function isLiveUpdate(frame: OutgoingFrame): boolean {
  return frame.type === 'live-update';
}
