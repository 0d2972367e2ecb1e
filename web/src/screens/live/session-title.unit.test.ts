import type { LiveState } from '@lemans/race/live-state';
import { describe, expect, it } from 'vitest';
import { activeSessionTitle } from './session-title.ts';

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

  it('says the last lap is under way once the time is up', () => {
    expect(activeSessionTitle(state('running', 0, 'Course', 'last-lap'))).toBe('Course (dernier tour)');
  });

  it('gives the name alone when no time is left or known', () => {
    expect(activeSessionTitle(state('running', 0))).toBe('Course');
    expect(activeSessionTitle(state('running', null))).toBe('Course');
  });

  it('says a replay is paused or stopped, with the time it stands at', () => {
    expect(activeSessionTitle(state('paused', 125))).toBe('Course (2:05 restant) — Rediffusion en pause');
    expect(activeSessionTitle(state('stopped', 125))).toBe('Course (2:05 restant) — Rediffusion arrêtée');
  });

  it('gives null once the session is over, before it starts, or without one', () => {
    expect(activeSessionTitle(state('finished', null))).toBeNull();
    expect(activeSessionTitle(state('scheduled', 86_400))).toBeNull();
    expect(activeSessionTitle(state('none', null, ''))).toBeNull();
  });
});
