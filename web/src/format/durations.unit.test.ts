import { describe, expect, it } from 'vitest';
import { formatDuration } from './durations.ts';

describe('formatDuration', () => {
  it.each([
    [86_573, '24h 2m 53s'],
    [3600, '1h 0m 0s'],
    [3599, '59m 59s'],
    [42, '0m 42s'],
    [61.6, '1m 2s'],
  ])('%s s → %s', (seconds, text) => expect(formatDuration(seconds)).toBe(text));

  it('gives - for no duration', () => {
    expect(formatDuration(0)).toBe('-');
    expect(formatDuration(null)).toBe('-');
  });
});
