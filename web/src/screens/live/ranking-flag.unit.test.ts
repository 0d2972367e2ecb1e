import { describe, expect, it } from 'vitest';
import { rankingFinished, travelStartOf } from './ranking-flag.ts';

describe('rankingFinished', () => {
  it('is chequered once the session ended or the race finished', () => {
    expect(rankingFinished('ended', 'green')).toBe(true);
    expect(rankingFinished('active', 'finished')).toBe(true);
    expect(rankingFinished('active', 'green')).toBe(false);
    expect(rankingFinished('unknown', undefined)).toBe(false);
  });
});

describe('travelStartOf', () => {
  it('starts where the session is, in whole seconds', () => {
    expect(travelStartOf(3725.8)).toBe(3_725_000);
    expect(travelStartOf(0)).toBe(0);
    expect(travelStartOf(null)).toBe(0);
  });
});
