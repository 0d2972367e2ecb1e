import type { LiveState } from '@lemans/contract/live-state';
import { describe, expect, it } from 'vitest';
import { rankingFinishOf, rankingFlagOf, travelStartOf } from './ranking-flag.ts';

const state = (
  phase: LiveState['phase'],
  race_state: LiveState['race_state'] = 'green',
  finish: LiveState['finish'] = null,
) => ({ phase, race_state, finish });

describe('rankingFinishOf', () => {
  it('follows the live state through the last lap, the provisional and the final result', () => {
    expect(rankingFinishOf(state('running'))).toBeNull();
    expect(rankingFinishOf(state('running', 'green', 'last-lap'))).toBe('last-lap');
    expect(rankingFinishOf(state('finished', 'finished', 'provisional'))).toBe('provisional');
    expect(rankingFinishOf(state('finished', 'finished', 'final'))).toBe('final');
    expect(rankingFinishOf(state('none', null, 'final'))).toBeNull();
  });

  it('keeps the result of a replay halted after the flag, none for one stopped before it', () => {
    expect(rankingFinishOf(state('stopped', 'green'))).toBeNull();
    expect(rankingFinishOf(state('paused', 'finished', 'provisional'))).toBe('provisional');
  });
});

describe('rankingFlagOf', () => {
  it('is the green race, the last lap, then the chequered flag with a provisional then final result', () => {
    expect(rankingFlagOf(state('running'))).toEqual({ kind: 'green', text: 'En course' });
    expect(rankingFlagOf(state('running', 'green', 'last-lap'))).toEqual({
      kind: 'last-lap',
      text: '⏱ Dernier tour',
    });
    expect(rankingFlagOf(state('finished', 'finished', 'provisional'))).toEqual({
      kind: 'chequered',
      text: '🏁 Résultat provisoire',
    });
    expect(rankingFlagOf(state('finished', 'finished', 'final'))).toEqual({
      kind: 'chequered',
      text: '🏁 Résultat final',
    });
  });

  it('says a race suspended by the red flag, and one yet to start', () => {
    expect(rankingFlagOf(state('running', 'red'))).toEqual({ kind: 'halted', text: 'Course suspendue' });
    expect(rankingFlagOf(state('scheduled', null))).toEqual({ kind: 'green', text: 'Avant le départ' });
  });

  it('shows no flag while no session is known (a page that has just changed session)', () => {
    expect(rankingFlagOf(state('none', null))).toBeNull();
  });

  it('says a replay is paused or stopped instead of the race state', () => {
    expect(rankingFlagOf(state('paused'))).toEqual({ kind: 'halted', text: '⏸ Rediffusion en pause' });
    expect(rankingFlagOf(state('stopped', 'finished', 'final'))).toEqual({
      kind: 'halted',
      text: '⏹ Rediffusion arrêtée',
    });
  });
});

describe('travelStartOf', () => {
  it('starts where the session is, in whole seconds', () => {
    expect(travelStartOf(3725.8)).toBe(3_725_000);
    expect(travelStartOf(0)).toBe(0);
    expect(travelStartOf(null)).toBe(0);
  });
});
