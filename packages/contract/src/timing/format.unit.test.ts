import { describe, expect, it } from 'vitest';
import {
  formatFullDuration,
  formatLapsBehind,
  formatLapTime,
  formatRaceTime,
  parseDuration,
  parseLapsBehind,
  parseRaceTime,
} from './format.ts';

describe('parseDuration', () => {
  it.each([
    ['51.908', 51_908],
    ['1:23.252', 83_252],
    ['0:01:09.953', 69_953],
    ['1:16:20.298', 4_580_298],
    ['24:02:53.332', 86_573_332],
    ['3:26.06', 206_060],
    ['45', 45_000],
  ])('%s is %i ms', (text, ms) => {
    expect(parseDuration(text)).toBe(ms);
  });

  it.each(['', '-', 'abc', '1:2:3:4', '12.3456'])('rejects %j', (text) => {
    expect(parseDuration(text)).toBeNull();
  });
});

describe('formatLapTime', () => {
  it.each([
    [33_110, '33.110'],
    [206_063, '3:26.063'],
    [4_580_298, '1:16:20.298'],
    [60_000, '1:00.000'],
  ])('%i ms is %s', (ms, text) => {
    expect(formatLapTime(ms)).toBe(text);
  });

  it('round-trips through parseDuration', () => {
    for (const ms of [1, 999, 59_999, 206_063, 3_599_999, 4_580_298]) {
      expect(parseDuration(formatLapTime(ms))).toBe(ms);
    }
  });
});

describe('race clock', () => {
  it('formats and parses hh:mm:ss', () => {
    expect(formatRaceTime(85_500_000)).toBe('23:45:00');
    expect(formatRaceTime(86_573_332)).toBe('24:02:53');
    expect(parseRaceTime('23:45:00')).toBe(85_500_000);
    expect(parseRaceTime('00:00:03.5')).toBe(3_500);
    expect(parseRaceTime('23:61:00')).toBeNull();
    expect(parseRaceTime('soon')).toBeNull();
  });
});

describe('formatLapsBehind', () => {
  it('uses the organiser wording', () => {
    expect(formatLapsBehind(1)).toBe('1 Lap');
    expect(formatLapsBehind(20)).toBe('20 Laps');
  });

  it('is read back by parseLapsBehind, a time or nothing being no lap', () => {
    expect([1, 20].map((laps) => parseLapsBehind(formatLapsBehind(laps)))).toEqual([1, 20]);
    expect(parseLapsBehind(' 2 laps ')).toBe(2);
    expect(['14.084', '', '1:02.300'].map(parseLapsBehind)).toEqual([0, 0, 0]);
  });
});

describe('race clock, as the site writes and reads it', () => {
  it.each([
    [0, '00:00:00'],
    [999, '00:00:00'],
    [61_000, '00:01:01'],
    [25_509_000, '07:05:09'],
    [-5_000, '00:00:00'],
  ])('%s ms → %s', (ms, text) => expect(formatRaceTime(ms)).toBe(text));

  it('reads hours, minutes, seconds and an optional fraction', () => {
    expect(parseRaceTime(' 1:00:00 ')).toBe(3_600_000);
    expect(parseRaceTime('00:00:00.5')).toBe(500);
    expect(parseRaceTime(formatRaceTime(52_123_456))).toBe(52_123_000);
  });

  it('refuses what is not a race time', () => {
    for (const text of ['', '12:00', '00:60:00', '00:00:60', 'midi', '-1:00:00']) {
      expect(parseRaceTime(text)).toBeNull();
    }
  });
});

describe('formatFullDuration', () => {
  it.each([
    [66_899, '0:01:06.899'],
    [0, '0:00:00.000'],
    [86_574_000, '24:02:54.000'],
    [4_580_298, '1:16:20.298'],
    [-1_250, '-0:00:01.250'],
    [-0.4, '0:00:00.000'],
    [999.6, '0:00:01.000'],
  ])('%d ms is %s', (ms, text) => {
    expect(formatFullDuration(ms)).toBe(text);
  });

  it('reads back as the same milliseconds', () => {
    for (const ms of [1, 59_999, 3_599_999, 3_600_000, 90_061_001]) {
      expect(parseDuration(formatFullDuration(ms))).toBe(ms);
    }
  });
});
