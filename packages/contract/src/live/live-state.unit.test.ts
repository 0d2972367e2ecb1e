import { describe, expect, it } from 'vitest';
import { liveFactsOf, liveStateOf, liveStateSince, NO_LIVE_STATE } from './live-state.ts';

const MINUTE_MS = 60_000;
const observedAt = Date.parse('2025-06-15T13:47:00Z');

/** A frame of the race as ingest publishes it, `remainingS` before the end of the 24 hours. */
function frameOf(overrides: { top?: Record<string, unknown>; weather?: Record<string, unknown> } = {}) {
  return {
    session_id: 'lemans-2025-race',
    session_name: 'Course',
    session_status: 'active',
    ...overrides.top,
    weather: {
      session_id: 'lemans-2025-race',
      session_name: 'Course',
      race_state: 'green',
      remaining_time: 13 * 60,
      elapsed_time: 86_400 - 13 * 60,
      start_time: '2025-06-14T14:00:00.000Z',
      duration: 86_400,
      is_replay: false,
      ...overrides.weather,
    },
  };
}

const stateOf = (frame: unknown, now = observedAt) => liveStateOf(liveFactsOf(frame, observedAt), now);

describe('liveStateOf', () => {
  it('is running with 13 minutes left before the flag, counting down with the clock', () => {
    expect(stateOf(frameOf())).toEqual({
      session_id: 'lemans-2025-race',
      session_name: 'Course',
      kind: 'live',
      phase: 'running',
      race_state: 'green',
      remaining_s: 780,
      finish: null,
    });
    expect(stateOf(frameOf(), observedAt + 30_000).remaining_s).toBe(750);
    // Time is up but the leader has not crossed the line: still running, on its last lap.
    expect(stateOf(frameOf(), observedAt + 20 * MINUTE_MS)).toMatchObject({
      phase: 'running',
      remaining_s: 0,
      finish: 'last-lap',
    });
    expect(stateOf(frameOf({ weather: { remaining_time: 0 } }))).toMatchObject({ finish: 'last-lap' });
  });

  it('has a provisional result from the leader’s flag, final once every car in the race has crossed', () => {
    const flag = (resultState: string | null) =>
      frameOf({
        top: { session_status: 'ended', result_state: resultState },
        weather: { race_state: 'finished', remaining_time: 0, result_state: resultState },
      });
    expect(stateOf(flag('provisional'))).toMatchObject({ phase: 'finished', finish: 'provisional' });
    expect(stateOf(flag('final'))).toMatchObject({ phase: 'finished', finish: 'final' });
    expect(stateOf(flag('final').weather)).toMatchObject({ finish: 'final' });
    // A replay played to its end, or a session closed before any flag, has nothing more to wait for.
    const ended = frameOf({ weather: { race_state: 'finished', is_replay: true, replay_state: 'finished' } });
    expect(stateOf(ended).finish).toBe('final');
    expect(stateOf(frameOf({ top: { session_status: 'ended' } })).finish).toBe('final');
  });

  it('is finished once the chequered flag is out, however recent the last update', () => {
    const chequered = frameOf({
      top: { session_status: 'ended' },
      weather: { race_state: 'finished', remaining_time: 0 },
    });
    expect(stateOf(chequered, observedAt + 17 * MINUTE_MS)).toMatchObject({
      kind: 'live',
      phase: 'finished',
      race_state: 'finished',
      remaining_s: null,
    });
    expect(stateOf(frameOf({ weather: { race_state: 'Chk' } })).phase).toBe('finished');
    expect(stateOf(frameOf({ top: { session_status: 'ended' } })).phase).toBe('finished');
  });

  it('is scheduled before the start', () => {
    const before = frameOf({ weather: { start_time: '2025-06-15T14:00:00.000Z', remaining_time: 86_400 } });
    expect(stateOf(before)).toMatchObject({ phase: 'scheduled', remaining_s: 86_400 });
  });

  it('says a replay is paused or stopped, its clock frozen where it stood', () => {
    const paused = frameOf({ weather: { is_replay: true, replay_state: 'paused' } });
    expect(stateOf(paused, observedAt + 5 * MINUTE_MS)).toMatchObject({
      kind: 'replay',
      phase: 'paused',
      remaining_s: 780,
    });
    const stopped = frameOf({
      top: { session_status: 'ended', replay_state: 'stopped' },
      weather: { is_replay: true, replay_state: 'stopped', session_status: 'ended' },
    });
    expect(stateOf(stopped, observedAt + 5 * MINUTE_MS)).toMatchObject({
      phase: 'stopped',
      remaining_s: 780,
    });
    expect(stateOf(frameOf({ weather: { is_replay: true, replay_state: 'running' } }))).toMatchObject({
      kind: 'replay',
      phase: 'running',
    });
    expect(stateOf(frameOf({ weather: { is_replay: true, replay_state: 'finished' } })).phase).toBe(
      'finished',
    );
  });

  it('ignores a replay state on a session that is not a replay', () => {
    expect(stateOf(frameOf({ weather: { replay_state: 'stopped' } })).phase).toBe('running');
  });

  it('reads the remaining time from the duration and the elapsed time when the feed gives none', () => {
    expect(stateOf(frameOf({ weather: { remaining_time: undefined } })).remaining_s).toBe(780);
  });

  it('is none without a session', () => {
    expect(liveStateOf(null, observedAt)).toEqual(NO_LIVE_STATE);
    expect(NO_LIVE_STATE).toEqual({
      session_id: null,
      session_name: null,
      kind: null,
      phase: 'none',
      race_state: null,
      remaining_s: null,
      finish: null,
    });
    const nothing = {
      data: [],
      session_status: 'unknown',
      session_name: null,
      message: 'Aucune session active',
    };
    expect(stateOf(nothing)).toEqual(NO_LIVE_STATE);
    expect(stateOf(frameOf({ top: { session_name: 'N/A' }, weather: { session_name: 'N/A' } }))).toEqual(
      NO_LIVE_STATE,
    );
    expect(stateOf(null)).toEqual(NO_LIVE_STATE);
  });

  it('reads the weather and session feed alone, as GET /api/weather gives it', () => {
    expect(stateOf(frameOf().weather)).toMatchObject({ session_id: 'lemans-2025-race', phase: 'running' });
    expect(stateOf(frameOf({ weather: { race_state: 'finished' } }).weather).phase).toBe('finished');
  });
});

describe('liveStateSince', () => {
  it('counts a running state down, never below zero', () => {
    const running = stateOf(frameOf());
    expect(liveStateSince(running, observedAt, observedAt + 60_000).remaining_s).toBe(720);
    expect(liveStateSince(running, observedAt, observedAt + 60 * MINUTE_MS)).toMatchObject({
      remaining_s: 0,
      finish: 'last-lap',
    });
    expect(liveStateSince(running, observedAt, observedAt - 1000).remaining_s).toBe(780);
  });

  it('leaves a paused, stopped or finished state as it is', () => {
    const paused = stateOf(frameOf({ weather: { is_replay: true, replay_state: 'paused' } }));
    expect(liveStateSince(paused, observedAt, observedAt + 60_000)).toBe(paused);
    expect(liveStateSince(NO_LIVE_STATE, observedAt, observedAt + 60_000)).toBe(NO_LIVE_STATE);
  });
});
