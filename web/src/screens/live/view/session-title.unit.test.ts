import type { LiveState } from '@lemans/contract/live-state';
import { describe, expect, it } from 'vitest';
import { racePhaseOf } from '../../../stores/race-phase.ts';
import { activeSessionTitle, sessionLabelOf } from './session-title.ts';

const state = (
  phase: LiveState['phase'],
  remaining_s: number | null,
  session_name = 'Course',
  finish: LiveState['finish'] = null,
) => ({ phase, session_name, remaining_s, finish });

describe('activeSessionTitle', () => {
  it('adds the remaining time to a running session', () => {
    expect(activeSessionTitle(state('running', 3_725))).toBe('Course (1h 02:05 restant)');
    expect(activeSessionTitle(state('running', 42, 'Warm-up'))).toBe('Warm-up (42s restant)');
  });

  it('gives the name alone once the time is up, or when it is not known', () => {
    expect(activeSessionTitle(state('running', 0, 'Course', 'last-lap'))).toBe('Course');
    expect(activeSessionTitle(state('running', 0))).toBe('Course');
    expect(activeSessionTitle(state('running', null))).toBe('Course');
  });

  it('keeps the time a paused or stopped replay stands at', () => {
    expect(activeSessionTitle(state('paused', 125))).toBe('Course (2:05 restant)');
    expect(activeSessionTitle(state('stopped', 125))).toBe('Course (2:05 restant)');
  });

  it('names a session over or yet to start, without a time', () => {
    expect(activeSessionTitle(state('finished', null, 'Course', 'provisional'))).toBe('Course');
    expect(activeSessionTitle(state('scheduled', 86_400))).toBe('Course');
  });

  it('gives null without a session', () => {
    expect(activeSessionTitle(state('none', null, ''))).toBeNull();
    expect(activeSessionTitle(state('none', null))).toBeNull();
  });
});

describe('sessionLabelOf', () => {
  const phase = (state: Parameters<typeof racePhaseOf>[0]) => sessionLabelOf(racePhaseOf(state));

  it('reads the session as current while the race is under way, last lap and red flag included', () => {
    expect(phase({ phase: 'running', race_state: 'green', finish: null })).toBe('Session en cours :');
    expect(phase({ phase: 'running', race_state: 'red', finish: null })).toBe('Session en cours :');
    expect(phase({ phase: 'running', race_state: 'green', finish: 'last-lap' })).toBe('Session en cours :');
  });

  it('reads it as over once the result is out, and as the next before it starts', () => {
    expect(phase({ phase: 'finished', race_state: 'finished', finish: 'provisional' })).toBe(
      'Session terminée :',
    );
    expect(phase({ phase: 'finished', race_state: 'finished', finish: 'final' })).toBe('Session terminée :');
    expect(phase({ phase: 'scheduled', race_state: null, finish: null })).toBe('Prochaine session :');
  });
});
