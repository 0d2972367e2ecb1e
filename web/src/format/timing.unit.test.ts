import { describe, expect, it } from 'vitest';
import { formatCountdown, formatGap, formatLapTime, formatReading, formatRemaining } from './timing.ts';

describe('formatLapTime', () => {
  it.each([
    [206_063, '3:26.063'],
    [59_999, '0:59.999'],
    [3_599_999, '59:59.999'],
    [3_600_000, '1:00:00.000'],
    [5_082_131, '1:24:42.131'],
    [0, '-'],
    [null, '-'],
  ])('%s → %s', (ms, text) => expect(formatLapTime(ms)).toBe(text));
});

describe('formatGap', () => {
  it.each([
    [14_084, '+14.084 s'],
    [60_000, '+60.000 s'],
    [138_639, '+2:18.6'],
    [61_000, '+1:01.0'],
    [0, ''],
  ])('%s → %s', (ms, text) => expect(formatGap(ms)).toBe(text));
});

describe('formatRemaining', () => {
  it.each([
    [3_725, '1h 02:05'],
    [3_600, '1h 00:00'],
    [125, '2:05'],
    [42, '42s'],
    [0, ''],
  ])('%s s → %s', (seconds, text) => expect(formatRemaining(seconds)).toBe(text));
});

describe('formatReading', () => {
  it('keeps one decimal and refuses what is not a number', () => {
    expect(formatReading(28.94)).toBe('28.9');
    expect(formatReading('1016')).toBe('1016.0');
    expect(formatReading('N/A')).toBeNull();
    expect(formatReading(null)).toBeNull();
  });
});

describe('formatCountdown', () => {
  it.each([
    [2 * 86_400_000 + 5 * 3_600_000, '2j 5h'],
    [3 * 3_600_000 + 12 * 60_000, '3h 12min'],
    [59 * 60_000 + 59_000, '59min'],
    [0, 'Démarré'],
  ])('%s ms → %s', (ms, text) => expect(formatCountdown(ms)).toBe(text));
});
