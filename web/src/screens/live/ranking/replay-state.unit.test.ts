import { describe, expect, it } from 'vitest';
import { replacingSessionOf, replayStateOf } from './replay-state.ts';

describe('replayStateOf', () => {
  it('reads the state of a replay', () => {
    expect(replayStateOf({ is_replay: true, replay_state: 'paused' })).toBe('paused');
    expect(replayStateOf({ is_replay: true, replay_state: 'stopped' })).toBe('stopped');
  });

  it('is null for the live session, even with a replay state left from another session', () => {
    expect(replayStateOf({ is_replay: false, replay_state: 'stopped' })).toBeNull();
    expect(replayStateOf(null)).toBeNull();
  });

  it('is null for an unknown or missing state', () => {
    expect(replayStateOf({ is_replay: true, replay_state: 'rewinding' })).toBeNull();
    expect(replayStateOf({ is_replay: true })).toBeNull();
  });
});

describe('replacingSessionOf', () => {
  it('names the newer run of a replay', () => {
    expect(
      replacingSessionOf({ is_replay: true, replay_state: 'stopped', replaced_by: 'replay-0123abcd-2' }),
    ).toBe('replay-0123abcd-2');
  });

  it('is null while the run plays and for a session that is not a replay', () => {
    expect(replacingSessionOf({ is_replay: true, replay_state: 'running', replaced_by: null })).toBeNull();
    expect(replacingSessionOf({ is_replay: false, replay_state: 'stopped', replaced_by: 'x' })).toBeNull();
  });
});
