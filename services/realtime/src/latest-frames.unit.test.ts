import { describe, expect, it } from 'vitest';
import { LatestFrames } from './latest-frames.ts';
import type { OutgoingFrame } from './outgoing-frame.ts';

const live = (id: string, session: string, current: boolean): OutgoingFrame => ({
  id,
  type: 'live-update',
  session,
  current,
  bytes: Buffer.from(id),
});

describe('LatestFrames', () => {
  it('starts from the state kept in Redis, with the wire frame built from the stored data', () => {
    const latest = LatestFrames.fromState({
      currentSession: '10',
      bySession: new Map([
        ['10', { id: '5-0', data: '{"n":1}' }],
        ['11', { id: '3-0', data: '[]' }],
      ]),
    });
    expect(String(latest.current()?.bytes)).toBe('{"type":"live-update","id":"5-0","data":{"n":1}}');
    expect(latest.of('11')?.id).toBe('3-0');
    expect(latest.of('12')).toBeUndefined();
  });

  it('keeps the newest frame per session and follows the current session', () => {
    const latest = new LatestFrames();
    expect(latest.current()).toBeUndefined();
    latest.record(live('2-0', '10', true));
    latest.record(live('1-0', '10', true));
    expect(latest.of('10')?.id).toBe('2-0');
    latest.record(live('3-0', '11', false));
    expect(latest.current()?.id).toBe('2-0');
    latest.record(live('4-0', '11', true));
    expect(latest.current()?.id).toBe('4-0');
  });
});
