import { describe, expect, it } from 'vitest';
import { advance, clampMoment, isPlaybackSpeed } from './playback.ts';

describe('advance', () => {
  it('moves the race clock by the time passed times the speed', () => {
    expect(advance(0, 250, 60, 86_400_000)).toEqual({ atMs: 15_000, ended: false });
    expect(advance(10_000, 1000, 1, 86_400_000)).toEqual({ atMs: 11_000, ended: false });
  });

  it('stops on the last moment known', () => {
    expect(advance(86_390_000, 250, 600, 86_400_000)).toEqual({ atMs: 86_400_000, ended: true });
    expect(advance(5_000, 100, 1, 5_000)).toEqual({ atMs: 5_000, ended: true });
  });

  it('never goes back', () => {
    expect(advance(5_000, -100, 60, 10_000)).toEqual({ atMs: 5_000, ended: false });
  });
});

describe('clampMoment', () => {
  it('keeps the moment within the race', () => {
    expect(clampMoment(-1, 1000)).toBe(0);
    expect(clampMoment(2000, 1000)).toBe(1000);
    expect(clampMoment(2000, null)).toBe(2000);
    expect(clampMoment(500, 1000)).toBe(500);
  });

  it('starts at the first whole second a session joined late has', () => {
    expect(clampMoment(25_620_000, 86_806_484, 50_400_123)).toBe(50_401_000);
    expect(clampMoment(60_000_000, 86_806_484, 50_400_123)).toBe(60_000_000);
    expect(clampMoment(-1, null, 0)).toBe(0);
  });

  it('takes the last second of the session for its last moment, to the millisecond', () => {
    expect(clampMoment(86_806_000, 86_806_484)).toBe(86_806_484);
    expect(clampMoment(86_805_000, 86_806_484)).toBe(86_805_000);
  });
});

describe('isPlaybackSpeed', () => {
  it('accepts the offered speeds only', () => {
    expect([1, 10, 60, 600].every(isPlaybackSpeed)).toBe(true);
    expect(isPlaybackSpeed(2)).toBe(false);
  });
});
