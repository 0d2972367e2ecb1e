import { describe, expect, it } from 'vitest';
import { formatRaceTime, parseRaceTime } from './race-time.ts';

describe('formatRaceTime', () => {
  it.each([
    [0, '00:00:00'],
    [999, '00:00:00'],
    [61_000, '00:01:01'],
    [25_509_000, '07:05:09'],
    [86_573_332, '24:02:53'],
    [-5_000, '00:00:00'],
  ])('%s ms → %s', (ms, text) => expect(formatRaceTime(ms)).toBe(text));
});

describe('parseRaceTime', () => {
  it('reads hours, minutes and seconds', () => {
    expect(parseRaceTime('00:00:00')).toBe(0);
    expect(parseRaceTime('07:05:09')).toBe(25_509_000);
    expect(parseRaceTime(' 1:00:00 ')).toBe(3_600_000);
    expect(parseRaceTime('24:02:53')).toBe(86_573_000);
  });

  it('refuses what is not a race time', () => {
    for (const text of ['', '12:00', '00:60:00', '00:00:60', 'midi', '-1:00:00', '00:00:00.5']) {
      expect(parseRaceTime(text)).toBeNull();
    }
  });

  it('reads back what it writes', () => {
    expect(parseRaceTime(formatRaceTime(52_123_456))).toBe(52_123_000);
  });
});
