import { describe, expect, it } from 'vitest';
import { LiveFrames } from './live-frames.ts';

const frame = (lap: number) =>
  JSON.stringify({
    data: [{ participant_number: '83', lap_count: lap }],
    session_id: 's1',
    timestamp: '2025-06-15T14:00:00.000Z',
    weather: { air_temperature: 24.5 },
  });

describe('LiveFrames', () => {
  it('serialises a frame once, tagged with its stream id', () => {
    const frames = new LiveFrames();
    const held = frames.accept('s1', { id: '1749996000000-0', data: frame(300) });
    expect(held.live.etag).toBe('"1749996000000-0"');
    expect(JSON.parse(held.weather.identity.toString())).toEqual({ air_temperature: 24.5 });
    expect(held.observedAtMs).toBe(Date.parse('2025-06-15T14:00:00.000Z'));
    expect(frames.get('s1')).toBe(held);
  });

  it('keeps the newest frame whatever the order they arrive in', () => {
    const frames = new LiveFrames();
    frames.accept('s1', { id: '1749996000000-1', data: frame(301) });
    frames.accept('s1', { id: '1749996000000-0', data: frame(300) });
    expect(frames.get('s1')?.frame.data[0]?.lap_count).toBe(301);
    frames.accept('s1', { id: '1749996003000-0', data: frame(302) });
    expect(frames.get('s1')?.frame.data[0]?.lap_count).toBe(302);
  });

  it('refuses data that is not a live frame', () => {
    const frames = new LiveFrames();
    expect(() => frames.accept('s1', { id: '1-0', data: '{"data":[]}' })).toThrow();
    expect(() => frames.accept('s1', { id: '1-0', data: 'pas du JSON' })).toThrow();
    expect(frames.get('s1')).toBeUndefined();
  });
});
