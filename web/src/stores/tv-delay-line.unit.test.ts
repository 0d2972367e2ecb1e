import { describe, expect, it } from 'vitest';
import { TvDelayLine } from './tv-delay-line.ts';

const FIVE_MIN = 300_000;

/** A line fed one frame a second from t = 0 (frame `n` received at n s) up to `seconds`. */
function lineFedFor(seconds: number): TvDelayLine<number> {
  const line = new TvDelayLine<number>(FIVE_MIN);
  for (let second = 0; second <= seconds; second++) line.push(second, second * 1000);
  return line;
}

describe('TvDelayLine', () => {
  it('gives the newest frame received at or before now − delay', () => {
    const line = lineFedFor(60);
    expect(line.frameDueAt(60_000, 30_000)).toBe(30);
    expect(line.frameDueAt(60_500, 30_000)).toBe(30);
    expect(line.frameDueAt(61_000, 30_000)).toBe(31);
    expect(line.frameDueAt(61_000, 0)).toBe(60);
  });

  it('has no frame due when none was received that long ago', () => {
    const line = lineFedFor(10);
    expect(line.frameDueAt(10_000, 30_000)).toBeNull();
    expect(line.frameDueAt(29_999, 30_000)).toBeNull();
    expect(line.frameDueAt(30_000, 30_000)).toBe(0);
    expect(new TvDelayLine<number>(FIVE_MIN).frameDueAt(0, 0)).toBeNull();
  });

  it('keeps the frame due while no newer one is, and drops those before it', () => {
    const line = new TvDelayLine<string>(FIVE_MIN);
    line.push('a', 0);
    line.push('b', 1000);
    line.push('c', 5000);
    expect(line.frameDueAt(2000, 0)).toBe('b');
    expect(line.size).toBe(2);
    expect(line.frameDueAt(4000, 0)).toBe('b');
    // A shorter delay moves forward at once; a longer one finds the frames before it gone.
    expect(line.frameDueAt(5000, 0)).toBe('c');
    expect(line.frameDueAt(5000, 4000)).toBeNull();
    expect(line.newest()).toBe('c');
  });

  it('holds at most five minutes of frames, plus the one due at five minutes', () => {
    const line = lineFedFor(3600);
    expect(line.size).toBe(301);
    expect(line.frameDueAt(3600_000, FIVE_MIN)).toBe(3300);
    expect(line.newest()).toBe(3600);
  });

  it('keeps the order of receipt when the clock is set back', () => {
    const line = new TvDelayLine<string>(FIVE_MIN);
    line.push('a', 10_000);
    line.push('b', 9000);
    expect(line.frameDueAt(9500, 0)).toBeNull();
    expect(line.frameDueAt(10_000, 0)).toBe('b');
  });

  it('forgets every frame when cleared', () => {
    const line = lineFedFor(5);
    line.clear();
    expect(line.size).toBe(0);
    expect(line.newest()).toBeNull();
    expect(line.frameDueAt(10_000, 0)).toBeNull();
  });
});
