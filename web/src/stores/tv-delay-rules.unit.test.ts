import type { LiveAlert, LiveFrame } from '@lemans/contract';
import { testLiveRow } from '@lemans/contract/test-live-row';
import { describe, expect, it } from 'vitest';
import {
  alertsReachedBy,
  clampTvDelay,
  delayInputOf,
  LeaderLapClock,
  storedTvDelayOf,
  syncedTvDelayOf,
  tvDelayText,
} from './tv-delay-rules.ts';

const row = (number: string, laps: number, ranking: number) =>
  testLiveRow({ participant_number: number, lap_count: laps, ranking });

/** A frame of `sessionId` whose cars are [number, laps] in ranking order. */
function frameOf(cars: [string, number][], sessionId = 'course'): Partial<LiveFrame> {
  return { session_id: sessionId, data: cars.map(([number, laps], index) => row(number, laps, index + 1)) };
}

const alertAt = (id: number, raceTimeMs: number) => ({ id, race_time: raceTimeMs }) as LiveAlert;

describe('LeaderLapClock and syncedTvDelayOf', () => {
  it('keeps when the frame in which the leader completed its latest lap was received', () => {
    const clock = new LeaderLapClock();
    clock.note(frameOf([['7', 100]]), 1000);
    // The first frame says nothing: its lap may be minutes old.
    expect(clock.lapReceivedAtMs).toBeNull();
    clock.note(frameOf([['7', 100]]), 2000);
    clock.note(frameOf([['7', 101]]), 3000);
    clock.note(frameOf([['7', 101]]), 4000);
    expect(clock.lapReceivedAtMs).toBe(3000);
    // The fan sees that crossing on TV 42.4 s after it was received.
    expect(syncedTvDelayOf(45_400, clock.lapReceivedAtMs)).toBe(42_000);
  });

  it('counts a new leader only when it has more laps, and reads the leader by its ranking', () => {
    const clock = new LeaderLapClock();
    clock.note(frameOf([['7', 100]]), 0);
    clock.note(frameOf([['7', 101]]), 1000);
    // Overtaken on the same lap: nobody crossed the line.
    clock.note(frameOf([['8', 101]]), 2000);
    expect(clock.lapReceivedAtMs).toBe(1000);
    // The leader is the car ranked first, wherever the frame lists it.
    clock.note({ session_id: 'course', data: [row('8', 101, 2), row('7', 102, 1)] }, 3000);
    expect(clock.lapReceivedAtMs).toBe(3000);
    // A frame without cars changes nothing.
    clock.note({ session_id: 'course', data: [] }, 4000);
    expect(clock.lapReceivedAtMs).toBe(3000);
  });

  it('starts again with another session', () => {
    const clock = new LeaderLapClock();
    clock.note(frameOf([['7', 100]]), 0);
    clock.note(frameOf([['7', 101]]), 1000);
    clock.note(frameOf([['50', 3]], 'essais'), 2000);
    expect(clock.lapReceivedAtMs).toBeNull();
    expect(syncedTvDelayOf(10_000, clock.lapReceivedAtMs)).toBeNull();
  });

  it('keeps the synced delay within 0 to 5 min', () => {
    expect(syncedTvDelayOf(1000, 5000)).toBe(0);
    expect(syncedTvDelayOf(400_000, 0)).toBe(300_000);
  });
});

describe('delay settings', () => {
  it('clamps to whole seconds from 0 to 5 min', () => {
    expect(clampTvDelay(29_600)).toBe(30_000);
    expect(clampTvDelay(-5)).toBe(0);
    expect(clampTvDelay(301_000)).toBe(300_000);
    expect(clampTvDelay(Number.NaN)).toBe(0);
  });

  it('reads the stored delay, anything unreadable being none', () => {
    expect(storedTvDelayOf('30000')).toBe(30_000);
    expect(storedTvDelayOf('900000')).toBe(300_000);
    expect(storedTvDelayOf(null)).toBe(0);
    expect(storedTvDelayOf('trente')).toBe(0);
  });

  it('accepts a whole number of seconds from 0 to 300 in the field, with a French error otherwise', () => {
    expect(delayInputOf(' 42 ')).toEqual({ ok: true, ms: 42_000 });
    expect(delayInputOf('0')).toEqual({ ok: true, ms: 0 });
    expect(delayInputOf('300')).toEqual({ ok: true, ms: 300_000 });
    expect(delayInputOf('301')).toEqual({
      ok: false,
      error: '« 301 » : indiquez un nombre entier de secondes, de 0 à 300.',
    });
    for (const typed of ['12,5', '-3', 'abc', '1e2']) expect(delayInputOf(typed).ok).toBe(false);
    expect(delayInputOf('  ')).toEqual({
      ok: false,
      error: 'Aucune valeur : indiquez un nombre entier de secondes, de 0 à 300.',
    });
  });

  it('writes a delay in seconds and minutes', () => {
    expect(tvDelayText(0)).toBe('En direct');
    expect(tvDelayText(42_000)).toBe('42 s');
    expect(tvDelayText(60_000)).toBe('1 min');
    expect(tvDelayText(90_000)).toBe('1 min 30 s');
    expect(tvDelayText(300_000)).toBe('5 min');
  });
});

describe('alertsReachedBy', () => {
  it('holds back the alerts later than the moment shown', () => {
    const alerts = [alertAt(3, 45_000_500), alertAt(2, 45_000_000), alertAt(1, 10_000)];
    expect(alertsReachedBy(alerts, 45_000).map((alert) => alert.id)).toEqual([2, 1]);
    expect(alertsReachedBy(alerts, 45_001).map((alert) => alert.id)).toEqual([3, 2, 1]);
  });

  it('shows none while no moment is shown yet', () => {
    expect(alertsReachedBy([alertAt(1, 0)], null)).toEqual([]);
  });
});
