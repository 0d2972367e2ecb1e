import { describe, expect, it } from 'vitest';
import { sessionTypeOf } from './session-type.ts';

describe('sessionTypeOf', () => {
  it.each([
    ['RACE', 'race'],
    ['Race', 'race'],
    ['Course', 'race'],
    ['Qualifying', 'qualifying'],
    ['QUALIFYING PRACTICE', 'qualifying'],
    ['Hyperpole 1', 'qualifying'],
    ['Warm Up', 'warmup'],
    ['WARMUP', 'warmup'],
    ['Free Practice 3', 'practice'],
    ['FP1', 'practice'],
    ['', 'practice'],
  ])('reads « %s » as %s', (organiserType, expected) => {
    expect(sessionTypeOf(organiserType)).toBe(expected);
  });
});
