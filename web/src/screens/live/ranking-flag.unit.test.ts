import { describe, expect, it } from 'vitest';
import { rankingFinished, rankingFlagOf, travelStartOf } from './ranking-flag.ts';

describe('rankingFinished', () => {
  it('is chequered once the session ended or the race finished', () => {
    expect(rankingFinished('ended', 'green')).toBe(true);
    expect(rankingFinished('active', 'finished')).toBe(true);
    expect(rankingFinished('active', 'green')).toBe(false);
    expect(rankingFinished('unknown', undefined)).toBe(false);
  });

  it("is not the race's end for a replay stopped before it, though its session has ended", () => {
    expect(rankingFinished('ended', 'green', 'stopped')).toBe(false);
    expect(rankingFinished('ended', 'finished', 'stopped')).toBe(true);
    expect(rankingFinished('ended', 'green', 'finished')).toBe(true);
  });
});

describe('rankingFlagOf', () => {
  it('is the green race or the chequered end', () => {
    expect(rankingFlagOf('active', 'green', null)).toEqual({ kind: 'green', text: '🟢 Course' });
    expect(rankingFlagOf('ended', 'green', null)).toEqual({ kind: 'chequered', text: '🏁 Terminé' });
    expect(rankingFlagOf('ended', 'finished', 'finished')).toEqual({ kind: 'chequered', text: '🏁 Terminé' });
  });

  it('says a replay is paused or stopped instead of the race state', () => {
    expect(rankingFlagOf('active', 'green', 'paused')).toEqual({
      kind: 'halted',
      text: '⏸ Rediffusion en pause',
    });
    expect(rankingFlagOf('ended', 'green', 'stopped')).toEqual({
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
