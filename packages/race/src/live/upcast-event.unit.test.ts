import { describe, expect, it } from 'vitest';
import { upcastEvent } from './upcast-event.ts';

const lap = {
  number: '7',
  lap: 12,
  timed: true,
  timeMs: 210_000,
  sectorsMs: [70_000, 70_000, 70_000],
  driverId: 70,
  position: 1,
  classPosition: 1,
  gapMs: 0,
  gapText: '',
  crossedAtMs: 2_520_000,
  inPit: false,
};

describe('upcastEvent', () => {
  it('reads a lap stored with its speeds apart into its figures', () => {
    expect(upcastEvent('LapCompleted', { ...lap, speed: 330.5, topSpeed: 341.2 })).toEqual({
      type: 'LapCompleted',
      data: { ...lap, figures: { speed: 330.5, top_speed: 341.2 } },
    });
  });

  it("takes a lap stored before its highest speed for the lap's own reading", () => {
    expect(upcastEvent('LapCompleted', { ...lap, speed: 330.5 })).toMatchObject({
      data: { figures: { speed: 330.5, top_speed: 330.5 } },
    });
  });

  it('reads an entry stored with its highest speed alone', () => {
    const upcast = upcastEvent('EntryRegistered', { number: '7', topSpeed: 338 });
    expect(upcast).toEqual({
      type: 'EntryRegistered',
      data: { number: '7', figures: { speed: null, top_speed: 338 } },
    });
  });

  it('leaves an event of the current shape, and any other type, as stored', () => {
    const current = { ...lap, figures: { speed: 330.5, top_speed: 341.2 } };
    expect(upcastEvent('LapCompleted', current)).toEqual({ type: 'LapCompleted', data: current });
    const flag = { state: 'fcy' };
    expect(upcastEvent('RaceStateChanged', flag)).toEqual({ type: 'RaceStateChanged', data: flag });
  });
});
