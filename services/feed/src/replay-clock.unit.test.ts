import { describe, expect, it } from 'vitest';
import { ReplayClock, type ReplayClockOptions } from './replay-clock.ts';

const HOUR = 3_600_000;

function manualClock(options: Partial<ReplayClockOptions> = {}) {
  let wallMs = 1_000_000;
  const clock = new ReplayClock({
    durationMs: 24 * HOUR,
    startMs: 0,
    speed: 1,
    end: 'hold',
    stepMs: null,
    now: () => wallMs,
    ...options,
  });
  const advance = (ms: number) => {
    wallMs += ms;
  };
  return { clock, advance };
}

describe('ReplayClock in real time', () => {
  it('starts at the start race time', () => {
    const { clock } = manualClock({ startMs: 23 * HOUR + 45 * 60_000 });
    expect(clock.raceTimeMs()).toBe(23 * HOUR + 45 * 60_000);
  });

  it('runs at the given speed', () => {
    const { clock, advance } = manualClock({ startMs: 1000, speed: 60 });
    advance(2000);
    expect(clock.raceTimeMs()).toBe(1000 + 120_000);
  });

  it('keeps race time continuous when the speed changes', () => {
    const { clock, advance } = manualClock({ speed: 10 });
    advance(1000);
    clock.setSpeed(600);
    expect(clock.raceTimeMs()).toBe(10_000);
    advance(1000);
    expect(clock.raceTimeMs()).toBe(610_000);
  });

  it('stands still while paused and resumes where it stopped', () => {
    const { clock, advance } = manualClock({ speed: 10 });
    advance(1000);
    clock.setPaused(true);
    advance(5000);
    expect(clock.raceTimeMs()).toBe(10_000);
    clock.setPaused(false);
    advance(1000);
    expect(clock.raceTimeMs()).toBe(20_000);
  });

  it('can start paused', () => {
    const { clock, advance } = manualClock({ startMs: 5000, paused: true });
    advance(10_000);
    expect(clock.raceTimeMs()).toBe(5000);
  });

  it('seeks and runs on from the new position', () => {
    const { clock, advance } = manualClock({ speed: 2 });
    advance(1000);
    clock.seek(HOUR);
    expect(clock.raceTimeMs()).toBe(HOUR);
    advance(1000);
    expect(clock.raceTimeMs()).toBe(HOUR + 2000);
  });

  it('holds at the end of the recording', () => {
    const { clock, advance } = manualClock({ durationMs: 60_000, startMs: 50_000, speed: 10 });
    advance(10_000);
    expect(clock.raceTimeMs()).toBe(60_000);
    expect(clock.takeFrameMs()).toBe(60_000);
  });

  it('clamps a seek beyond the end when holding', () => {
    const { clock } = manualClock({ durationMs: 60_000 });
    clock.seek(90_000);
    expect(clock.raceTimeMs()).toBe(60_000);
    clock.seek(-5);
    expect(clock.raceTimeMs()).toBe(0);
  });

  it('wraps to the start when looping', () => {
    const { clock, advance } = manualClock({ durationMs: 60_000, startMs: 50_000, speed: 10, end: 'loop' });
    advance(1500);
    expect(clock.raceTimeMs()).toBe(5000);
  });

  it('wraps to the start when switched from hold to loop at the end', () => {
    const { clock, advance } = manualClock({ durationMs: 60_000, startMs: 59_000 });
    advance(5000);
    clock.setEnd('loop');
    expect(clock.raceTimeMs()).toBe(0);
    advance(2000);
    expect(clock.raceTimeMs()).toBe(2000);
  });

  it('quantises frames to whole seconds of race time', () => {
    const { clock, advance } = manualClock({ startMs: 10_000, speed: 1 });
    advance(999);
    expect(clock.takeFrameMs()).toBe(10_000);
    advance(1);
    expect(clock.takeFrameMs()).toBe(11_000);
  });

  it('reports its state', () => {
    const { clock } = manualClock({ startMs: 7000, speed: 60, end: 'loop' });
    expect(clock.state()).toEqual({
      raceTimeMs: 7000,
      speed: 60,
      paused: false,
      end: 'loop',
      stepMs: null,
      durationMs: 24 * HOUR,
    });
  });

  it('rejects a speed that is not positive', () => {
    const { clock } = manualClock();
    expect(() => clock.setSpeed(0)).toThrow(RangeError);
    expect(() => clock.setSpeed(Number.NaN)).toThrow(RangeError);
  });
});

describe('ReplayClock in step mode', () => {
  it('serves the start time first, then advances by one step per frame', () => {
    const { clock, advance } = manualClock({ startMs: 1000, stepMs: 3000 });
    advance(60_000);
    expect(clock.takeFrameMs()).toBe(1000);
    expect(clock.takeFrameMs()).toBe(4000);
    expect(clock.takeFrameMs()).toBe(7000);
    expect(clock.raceTimeMs()).toBe(10_000);
  });

  it('ignores the wall clock and the speed', () => {
    const { clock, advance } = manualClock({ startMs: 0, speed: 600, stepMs: 500 });
    advance(10_000);
    expect(clock.raceTimeMs()).toBe(0);
    expect(clock.takeFrameMs()).toBe(0);
    expect(clock.takeFrameMs()).toBe(500);
  });

  it('does not advance while paused', () => {
    const { clock } = manualClock({ stepMs: 1000 });
    clock.takeFrameMs();
    clock.setPaused(true);
    expect(clock.takeFrameMs()).toBe(1000);
    expect(clock.takeFrameMs()).toBe(1000);
  });

  it('holds the final frame at the end', () => {
    const { clock } = manualClock({ durationMs: 10_000, startMs: 6000, stepMs: 3000 });
    expect([clock.takeFrameMs(), clock.takeFrameMs(), clock.takeFrameMs()]).toEqual([6000, 9000, 10_000]);
  });

  it('wraps when looping', () => {
    const { clock } = manualClock({ durationMs: 10_000, startMs: 6000, stepMs: 3000, end: 'loop' });
    expect([clock.takeFrameMs(), clock.takeFrameMs(), clock.takeFrameMs()]).toEqual([6000, 9000, 2000]);
  });

  it('enters step mode from real time at the current position and leaves it without a jump', () => {
    const { clock, advance } = manualClock({ speed: 10 });
    advance(1000);
    clock.setStepMs(2000);
    advance(1000);
    expect(clock.takeFrameMs()).toBe(10_000);
    clock.setStepMs(null);
    expect(clock.raceTimeMs()).toBe(12_000);
    advance(1000);
    expect(clock.raceTimeMs()).toBe(22_000);
  });

  it('seeks to the exact time the next frame shows', () => {
    const { clock } = manualClock({ stepMs: 3000 });
    clock.takeFrameMs();
    clock.seek(HOUR + 1);
    expect(clock.takeFrameMs()).toBe(HOUR + 1);
  });
});
