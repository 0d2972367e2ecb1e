import { describe, expect, it } from 'vitest';
import { replayPlays } from './recordings.ts';

describe('replayPlays', () => {
  it.each([
    ['starting', true],
    ['running', true],
    ['paused', true],
    ['finished', false],
    ['stopped', false],
    ['failed', false],
  ] as const)('says whether a replay %s still plays', (state, plays) => {
    expect(replayPlays(state)).toBe(plays);
  });
});
