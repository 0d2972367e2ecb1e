import { parseStreamId } from '@lemans/bus';
import type { OutgoingFrame } from './outgoing-frame.ts';
import type { RecentFrames } from './recent-frames.ts';

/**
 * Most bytes of missed frames one catch-up (a resume, or a join saying which state it holds) sends. A
 * frame of the race weighs about 4 KB as a delta, so a page back after ten minutes away would get about a
 * megabyte of deltas to reach the state that one whole frame gives, and a client resuming from far back
 * again and again would make the node send that each time. 256 KiB keeps a cut of a few minutes as
 * deltas (one frame every 2 to 4 s) and sends the whole state beyond.
 */
export const MAX_CATCH_UP_BYTES = 256 * 1024;

/**
 * The missed frames a client wants, in order, or null when they weigh more than `maxBytes` on the wire
 * and the latest state should go instead. Each counts as its delta when it has one: the first frame of a
 * session may go whole, as the latest state would anyway.
 */
export function catchUp(
  missed: readonly OutgoingFrame[],
  wanted: (frame: OutgoingFrame) => boolean,
  maxBytes: number,
): OutgoingFrame[] | null {
  const frames: OutgoingFrame[] = [];
  let bytes = 0;
  for (const frame of missed) {
    if (!wanted(frame)) continue;
    bytes += (frame.delta ?? frame).bytes.length;
    if (bytes > maxBytes) return null;
    frames.push(frame);
  }
  return frames;
}

/**
 * What a client back from `lastId` is sent before the latest state: the missed frames it wants, from this
 * process's memory, or null when the latest state should go instead: an id that means nothing, one older than
 * the memory's floor (`0-0`, a laptop waking after an hour: more frames than the process keeps, or frames
 * trimmed away), or a catch-up heavier than `maxBytes`. The stream is never read here: answering an old id
 * costs no more than answering a new page.
 */
export function catchUpFrom(
  recent: RecentFrames,
  lastId: string,
  wanted: (frame: OutgoingFrame) => boolean,
  maxBytes: number,
): OutgoingFrame[] | null {
  const missed = parseStreamId(lastId) === null ? null : recent.after(lastId);
  return missed && catchUp(missed, wanted, maxBytes);
}
