import { describe, expect, it } from 'vitest';
import { catchUp, catchUpFrom } from './catch-up.ts';
import type { OutgoingFrame } from './outgoing-frame.ts';
import { RecentFrames } from './recent-frames.ts';

/** A live-update of `wholeBytes` bytes, with a delta of `deltaBytes` when given. */
const live = (id: string, session: string, wholeBytes: number, deltaBytes?: number): OutgoingFrame => ({
  id,
  type: 'live-update',
  session,
  current: false,
  bytes: Buffer.alloc(wholeBytes),
  ...(deltaBytes !== undefined && { delta: { base: 'avant', bytes: Buffer.alloc(deltaBytes) } }),
});
const notice = (id: string, bytes: number): OutgoingFrame => ({
  id,
  type: 'news-update',
  session: '',
  current: false,
  bytes: Buffer.alloc(bytes),
});
const ofSession10 = (frame: OutgoingFrame) => frame.session === '10' || frame.type !== 'live-update';
const ids = (frames: OutgoingFrame[] | null) => frames?.map((frame) => frame.id) ?? null;

describe('catchUp', () => {
  it('keeps the wanted frames in order, counting each as its delta when it has one', () => {
    const missed = [live('1-0', '10', 900, 100), notice('2-0', 50), live('3-0', '11', 5000, 5000)];
    missed.push(live('4-0', '10', 900, 150), live('5-0', '10', 200));
    // 100 + 50 + 150 + 200 bytes: session 11's frame is not wanted, and the deltas count, not the states.
    expect(ids(catchUp(missed, ofSession10, 500))).toEqual(['1-0', '2-0', '4-0', '5-0']);
  });

  it('gives nothing back when the wanted frames weigh more than the bound', () => {
    const missed = [live('1-0', '10', 900, 100), notice('2-0', 50), live('3-0', '10', 900, 100)];
    expect(catchUp(missed, ofSession10, 249)).toBeNull();
    expect(ids(catchUp(missed, ofSession10, 250))).toEqual(['1-0', '2-0', '3-0']);
  });

  it('has nothing to send when nothing was missed', () => {
    expect(catchUp([], ofSession10, 0)).toEqual([]);
    expect(catchUp([live('1-0', '11', 900, 100)], ofSession10, 0)).toEqual([]);
  });
});

describe('catchUpFrom', () => {
  /** A process that keeps three frames and saw five: it let 1-0 and 2-0 go. */
  const recent = new RecentFrames(3);
  for (const id of ['1-0', '2-0', '3-0', '4-0', '5-0']) recent.push(live(id, '10', 900, 100));

  it('replays from memory what a client missed since an id the memory covers', () => {
    expect(ids(catchUpFrom(recent, '2-0', ofSession10, 1000))).toEqual(['3-0', '4-0', '5-0']);
    expect(ids(catchUpFrom(recent, '4-5', ofSession10, 1000))).toEqual(['5-0']);
    expect(catchUpFrom(recent, '5-0', ofSession10, 1000)).toEqual([]);
  });

  it('sends the latest state for an id older than the memory, from 0-0 to the one just before its floor', () => {
    expect(catchUpFrom(recent, '0-0', ofSession10, Number.POSITIVE_INFINITY)).toBeNull();
    expect(catchUpFrom(recent, '1-0', ofSession10, Number.POSITIVE_INFINITY)).toBeNull();
    expect(catchUpFrom(recent, '1-999', ofSession10, Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('sends the latest state for an id that means nothing, or a catch-up too heavy', () => {
    expect(catchUpFrom(recent, 'pas-un-identifiant', ofSession10, 1000)).toBeNull();
    expect(catchUpFrom(recent, '0-', ofSession10, 1000)).toBeNull();
    expect(catchUpFrom(recent, '2-0', ofSession10, 299)).toBeNull();
  });
});
