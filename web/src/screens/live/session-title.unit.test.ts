import { describe, expect, it } from 'vitest';
import { activeSessionTitle } from './session-title.ts';

describe('activeSessionTitle', () => {
  it('adds the remaining time to an active session', () => {
    expect(activeSessionTitle('Course', 'active', 3_725)).toBe('Course (1h 02:05 restant)');
    expect(activeSessionTitle('Warm-up', 'active', 42)).toBe('Warm-up (42s restant)');
  });

  it('gives the name alone when no time is left or known', () => {
    expect(activeSessionTitle('Course', 'active', 0)).toBe('Course');
    expect(activeSessionTitle('Course', 'active', null)).toBe('Course');
  });

  it('gives null without an active session', () => {
    expect(activeSessionTitle('Course', 'ended', 100)).toBeNull();
    expect(activeSessionTitle('Course', 'unknown', 100)).toBeNull();
    expect(activeSessionTitle(null, 'active', 100)).toBeNull();
    expect(activeSessionTitle('N/A', 'active', 100)).toBeNull();
  });
});
