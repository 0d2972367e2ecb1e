import { describe, expect, it } from 'vitest';
import type { OutgoingFrame } from './outgoing-frame.ts';
import { RecentFrames } from './recent-frames.ts';

const frame = (id: string): OutgoingFrame => ({
  id,
  type: 'news-update',
  session: '',
  current: false,
  bytes: Buffer.from(id),
});

describe('RecentFrames', () => {
  it('gives the frames after an id it holds, and nothing when the id is the newest or later', () => {
    const recent = new RecentFrames(10);
    for (const id of ['9-0', '10-0', '10-1', '11-0']) recent.push(frame(id));
    expect(recent.after('9-0')?.map((f) => f.id)).toEqual(['10-0', '10-1', '11-0']);
    expect(recent.after('10-0')?.map((f) => f.id)).toEqual(['10-1', '11-0']);
    expect(recent.after('10-5')?.map((f) => f.id)).toEqual(['11-0']);
    expect(recent.after('11-0')).toEqual([]);
    expect(recent.after('99-0')).toEqual([]);
  });

  it('answers from the newest frame it let go on, and for no older id: frames after it are gone', () => {
    const recent = new RecentFrames(2);
    expect(recent.floor).toBeNull();
    expect(recent.after('1-0')).toBeNull();
    for (const id of ['1-0', '2-0', '3-0']) recent.push(frame(id));
    expect(recent.floor).toBe('1-0');
    expect(recent.after('1-0')?.map((f) => f.id)).toEqual(['2-0', '3-0']);
    expect(recent.after('0-9')).toBeNull();
    expect(recent.after('0-0')).toBeNull();
  });

  it('answers from its oldest frame before it let any go', () => {
    const recent = new RecentFrames(5);
    for (const id of ['4-0', '5-0']) recent.push(frame(id));
    expect(recent.floor).toBe('4-0');
    expect(recent.after('4-0')?.map((f) => f.id)).toEqual(['5-0']);
    expect(recent.after('3-9')).toBeNull();
  });
});
