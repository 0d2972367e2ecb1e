import type { ReplayState } from '@lemans/contract';
import { describe, expect, it } from 'vitest';
import { frameWithReplayState, replayLifecycleOf, replayPrefixOf } from './replay-lifecycle.ts';

const playing = (state: ReplayState, sessionId = 'replay-0123abcd') => ({ state, session_id: sessionId });

describe('replayLifecycleOf', () => {
  it('a running replay is running and its session active', () => {
    expect(replayLifecycleOf('replay-0123abcd', 'active', playing('running'))).toEqual({
      replay_state: 'running',
      session_status: 'active',
      replaced_by: null,
    });
    expect(replayLifecycleOf('replay-0123abcd', 'active', playing('starting'))?.replay_state).toBe('running');
  });

  it('a paused replay is paused and its session still active: it can resume', () => {
    expect(replayLifecycleOf('replay-0123abcd', 'active', playing('paused'))).toMatchObject({
      replay_state: 'paused',
      session_status: 'active',
    });
  });

  it('a stopped or failed replay is stopped and its session ended, whatever its last frame said', () => {
    for (const state of ['stopped', 'failed'] as const) {
      expect(replayLifecycleOf('replay-0123abcd', 'active', playing(state))).toEqual({
        replay_state: 'stopped',
        session_status: 'ended',
        replaced_by: null,
      });
    }
  });

  it('a replay at the end of its recording is finished and its session ended', () => {
    expect(replayLifecycleOf('replay-0123abcd', 'active', playing('finished'))).toMatchObject({
      replay_state: 'finished',
      session_status: 'ended',
    });
  });

  it('a session that ended by its own events stays ended while the replay plays on to the end', () => {
    expect(replayLifecycleOf('replay-0123abcd', 'ended', playing('running'))).toMatchObject({
      replay_state: 'running',
      session_status: 'ended',
    });
  });

  it('the session of an earlier run is stopped and names the run that replaced it', () => {
    expect(replayLifecycleOf('replay-0123abcd', 'ended', playing('running', 'replay-0123abcd-2'))).toEqual({
      replay_state: 'stopped',
      session_status: 'ended',
      replaced_by: 'replay-0123abcd-2',
    });
  });

  it('a session without a replay row is not a replay', () => {
    expect(replayLifecycleOf('replay-0123abcd', 'active', undefined)).toBeNull();
  });
});

describe('replayPrefixOf', () => {
  it('gives the first 8 hex of the replay id of a replay session, of any run', () => {
    expect(replayPrefixOf('replay-0123abcd')).toBe('0123abcd');
    expect(replayPrefixOf('replay-0123abcd-3')).toBe('0123abcd');
  });

  it('is undefined for any other session', () => {
    expect(replayPrefixOf('lemans-2026')).toBeUndefined();
    expect(replayPrefixOf('replay-0123abcd%')).toBeUndefined();
  });
});

describe('frameWithReplayState', () => {
  it("writes the state at the top of the frame and in its weather, the banner's source", () => {
    const frame = {
      session_id: 'replay-0123abcd',
      session_status: 'active',
      weather: { race_state: 'green' },
    };
    const state = { replay_state: 'stopped', session_status: 'ended', replaced_by: null } as const;
    const marked = frameWithReplayState(frame as never, state);
    expect(marked).toMatchObject({ ...state, weather: { race_state: 'green', ...state } });
  });
});
