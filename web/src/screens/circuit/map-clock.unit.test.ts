import { describe, expect, it } from 'vitest';
import { JITTER_MS, MapClock, paceOf } from './map-clock.ts';

describe('MapClock', () => {
  it('runs a live session on at the wall’s pace from its last frame', () => {
    const clock = new MapClock();
    clock.follow(60_000, 1_000, 'wall');
    expect(clock.at(1_000)).toBe(60_000);
    expect(clock.at(3_500)).toBe(62_500);
    clock.follow(63_000, 4_000, 'wall');
    expect(clock.at(5_000)).toBe(64_000);
  });

  it('never goes back by a late frame’s jitter: it holds until the race catches up', () => {
    const clock = new MapClock();
    clock.follow(60_000, 0, 'wall');
    expect(clock.at(3_000)).toBe(63_000);
    // The next frame says 62.5 s at 3 s of wall time: the map stays at 63 s until then.
    clock.follow(62_500, 3_000, 'wall');
    expect(clock.at(3_000)).toBe(63_000);
    expect(clock.at(3_200)).toBe(63_000);
    expect(clock.at(3_700)).toBe(63_200);
  });

  it('follows the race moved back by more than a jitter', () => {
    const clock = new MapClock();
    clock.follow(3_600_000, 0, 'wall');
    expect(clock.at(1_000)).toBe(3_601_000);
    clock.follow(1_800_000, 2_000, 'wall');
    expect(clock.at(2_000)).toBe(1_800_000);
    expect(3_601_000 - 1_800_000).toBeGreaterThan(JITTER_MS);
  });

  it('ignores a frame repeating the race time it follows (an answer of the API)', () => {
    const clock = new MapClock();
    clock.follow(60_000, 0, 'wall');
    clock.follow(60_000, 2_000, 'wall');
    expect(clock.at(2_500)).toBe(62_500);
  });

  it('runs a replay at the speed its frames show, and stands still when it is paused', () => {
    const clock = new MapClock();
    clock.follow(100_000, 0, 'measured');
    // Before a second frame, a replay runs at the wall's pace.
    expect(clock.at(100)).toBe(100_100);
    clock.follow(130_000, 3_000, 'measured');
    clock.follow(160_000, 6_000, 'measured');
    expect(clock.at(6_500)).toBe(165_000);
    // Paused: the cars stop where they are drawn (5 s on from the last frame, within a jitter of it).
    clock.follow(160_000, 6_600, 'still');
    expect(clock.at(60_000)).toBe(165_000);
  });

  it('measures a fast replay over a second of its frames, not from two frames 100 ms apart', () => {
    const clock = new MapClock();
    // 60×: a frame every 100 ms, 6 s of race each, received with some jitter.
    const jitter = [0, 30, -20, 10, 0, 25, -10, 0, 15, -5, 0];
    for (const [index, late] of jitter.entries()) clock.follow(index * 6_000, index * 100 + late, 'measured');
    // Measured from the first frame to the one a second later: 60 s of race in 1,000 ms.
    expect(clock.at(1_100)).toBe(66_000);
  });

  it('does not measure a speed from frames too far apart in time, nor across a jump back', () => {
    const clock = new MapClock();
    clock.follow(0, 0, 'measured');
    clock.follow(200_000, 60_000, 'measured');
    expect(clock.at(61_000)).toBe(201_000);
    clock.follow(100_000, 62_000, 'measured');
    clock.follow(103_000, 65_000, 'measured');
    expect(clock.at(66_000)).toBe(104_000);
  });

  it('shows a chosen moment exactly, behind or ahead, and runs it on while playing', () => {
    const clock = new MapClock();
    clock.follow(7_200_000, 0, 'wall');
    expect(clock.at(0)).toBe(7_200_000);
    clock.show(3_600_000, 1_000, 0, false);
    expect(clock.at(5_000)).toBe(3_600_000);
    clock.show(3_599_000, 5_000, 0, false);
    expect(clock.at(5_000)).toBe(3_599_000);
    clock.show(3_599_000, 5_000, 60, true);
    expect(clock.at(5_250)).toBe(3_614_000);
    // The next tick of playing, slightly behind what was drawn: held.
    clock.show(3_613_000, 5_260, 60, true);
    expect(clock.at(5_260)).toBe(3_614_000);
    expect(clock.at(5_300)).toBe(3_615_400);
  });
});

describe('paceOf', () => {
  it('runs a live session at the wall’s pace, a replay at its own, and a halted one not at all', () => {
    expect(paceOf({ phase: 'running', kind: 'live' })).toBe('wall');
    expect(paceOf({ phase: 'running', kind: 'replay' })).toBe('measured');
    for (const phase of ['paused', 'stopped', 'finished', 'scheduled', 'none'] as const)
      expect(paceOf({ phase, kind: 'replay' })).toBe('still');
  });
});
