import type { LiveState } from '@lemans/race/live-state';
import { describe, expect, it } from 'vitest';
import { rankingFinished, rankingFlagOf, travelStartOf } from './ranking-flag.ts';

const state = (phase: LiveState['phase'], race_state: LiveState['race_state'] = 'green') => ({
  phase,
  race_state,
});

describe('rankingFinished', () => {
  it('has a result once the race is finished', () => {
    expect(rankingFinished(state('finished'))).toBe(true);
    expect(rankingFinished(state('running'))).toBe(false);
    expect(rankingFinished(state('none', null))).toBe(false);
  });

  it('has a result for a replay halted after the flag, none for one stopped before it', () => {
    expect(rankingFinished(state('stopped', 'green'))).toBe(false);
    expect(rankingFinished(state('stopped', 'finished'))).toBe(true);
    expect(rankingFinished(state('paused', 'finished'))).toBe(true);
  });
});

describe('rankingFlagOf', () => {
  it('is the green race or the chequered end', () => {
    expect(rankingFlagOf(state('running'))).toEqual({ kind: 'green', text: '🟢 Course' });
    expect(rankingFlagOf(state('finished'))).toEqual({ kind: 'chequered', text: '🏁 Terminé' });
  });

  it('shows no flag while no session is known (a page that has just changed session)', () => {
    expect(rankingFlagOf(state('none', null))).toBeNull();
  });

  it('says a replay is paused or stopped instead of the race state', () => {
    expect(rankingFlagOf(state('paused'))).toEqual({ kind: 'halted', text: '⏸ Rediffusion en pause' });
    expect(rankingFlagOf(state('stopped', 'finished'))).toEqual({
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
