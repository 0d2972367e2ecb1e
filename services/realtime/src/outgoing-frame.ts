import { type FrameEntry, type FrameType, wireFrame } from '@lemans/bus';

/** A frame ready to go out: its wire bytes are built once and the same Buffer is written to every socket. */
export interface OutgoingFrame {
  readonly id: string;
  readonly type: FrameType;
  readonly session: string;
  readonly current: boolean;
  readonly bytes: Buffer;
}

export function outgoingFrame(entry: FrameEntry): OutgoingFrame {
  return {
    id: entry.id,
    type: entry.type,
    session: entry.session,
    current: entry.current,
    bytes: Buffer.from(wireFrame(entry), 'utf8'),
  };
}

/** Notices concern every client and are never dropped; live-updates are states, where the newest wins. */
export function isLiveUpdate(frame: OutgoingFrame): boolean {
  return frame.type === 'live-update';
}
