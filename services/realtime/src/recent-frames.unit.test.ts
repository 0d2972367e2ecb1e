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

  it('does not answer for ids older than what it holds: those frames may be gone', () => {
    const recent = new RecentFrames(2);
    for (const id of ['1-0', '2-0', '3-0']) recent.push(frame(id));
    expect(recent.after('1-0')).toBeNull();
    expect(recent.after('2-0')?.map((f) => f.id)).toEqual(['3-0']);
    expect(new RecentFrames(5).after('1-0')).toBeNull();
  });
});
