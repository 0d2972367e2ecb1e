import { describe, expect, it } from 'vitest';
import { LiveFrames } from './live-frames.ts';
import { isStale, StaleBodies } from './stale-frame.ts';

const READ_AT = Date.parse('2025-06-15T14:00:00.000Z');

function bodiesOf(status: 'active' | 'ended') {
  return new LiveFrames().accept('s1', {
    id: '1749996000000-0',
    data: JSON.stringify({
      data: [{ participant_number: '83', lap_count: 300 }],
      session_id: 's1',
      session_status: status,
      timestamp: new Date(READ_AT).toISOString(),
      weather: {},
    }),
  });
}

describe('isStale', () => {
  it('holds once a running session’s frame is older than the bound, never for an ended one', () => {
    const running = bodiesOf('active').frame;
    expect(isStale(running, 30_000, READ_AT + 30_000)).toBe(false);
    expect(isStale(running, 30_000, READ_AT + 30_001)).toBe(true);
    expect(isStale(bodiesOf('ended').frame, 30_000, READ_AT + 3_600_000)).toBe(false);
  });
});

describe('StaleBodies', () => {
  it('serves the frame as held with its age, made again once a second at most', () => {
    const stale = new StaleBodies();
    const bodies = bodiesOf('active');
    const body = stale.of('s1', bodies, READ_AT + 42_300);
    expect(JSON.parse(body.identity.toString())).toEqual({
      ...bodies.frame,
      stale: true,
      age_s: 42,
    });
    expect(stale.of('s1', bodies, READ_AT + 42_900)).toBe(body);
    const later = stale.of('s1', bodies, READ_AT + 43_000);
    expect(JSON.parse(later.identity.toString())).toMatchObject({ stale: true, age_s: 43 });
    expect(later.etag).not.toBe(body.etag);
  });
});
