import { describe, expect, it } from 'vitest';
import { epochOfLocalTime, instantOfWallTime, localDayOf, offsetAt } from './time-zone.ts';

it('reads 16:00 in Paris in June as 14:00 UTC', () => {
  expect(new Date(epochOfLocalTime('2025-06-14', 16 * 3_600_000, 'Europe/Paris')).toISOString()).toBe(
    '2025-06-14T14:00:00.000Z',
  );
});

it('reads winter time as UTC+1', () => {
  expect(new Date(epochOfLocalTime('2025-01-10', 9 * 3_600_000 + 500, 'Europe/Paris')).toISOString()).toBe(
    '2025-01-10T08:00:00.500Z',
  );
});

describe('zoned time', () => {
  it('reads a zone’s clock as the instant it stands for', () => {
    expect(instantOfWallTime('2025-06-14T16:00:00', 'Europe/Paris')).toBe(Date.UTC(2025, 5, 14, 14));
    expect(instantOfWallTime('2025-09-28T11:00', 'Asia/Tokyo')).toBe(Date.UTC(2025, 8, 28, 2));
    expect(instantOfWallTime('2025-01-25T14:40:00', 'America/New_York')).toBe(Date.UTC(2025, 0, 25, 19, 40));
    expect(instantOfWallTime('bientôt', 'Europe/Paris')).toBeNaN();
  });

  it('reads it on either side of a change of the clocks', () => {
    // Paris goes from UTC+1 to UTC+2 at 02:00 on 30 March 2025, and back at 03:00 on 26 October.
    expect(instantOfWallTime('2025-03-30T01:30:00', 'Europe/Paris')).toBe(Date.UTC(2025, 2, 30, 0, 30));
    expect(instantOfWallTime('2025-03-30T03:30:00', 'Europe/Paris')).toBe(Date.UTC(2025, 2, 30, 1, 30));
    expect(instantOfWallTime('2025-10-26T04:00:00', 'Europe/Paris')).toBe(Date.UTC(2025, 9, 26, 3));
  });

  it('gives the offset and the day at an instant', () => {
    expect(offsetAt(Date.UTC(2025, 5, 14, 14), 'Europe/Paris')).toBe(2 * 3_600_000);
    expect(offsetAt(Date.UTC(2025, 0, 14, 14), 'Europe/Paris')).toBe(3_600_000);
    expect(offsetAt(Date.UTC(2025, 0, 14, 14, 0, 0, 500), 'America/Sao_Paulo')).toBe(-3 * 3_600_000);
    // 23:00 UTC on Saturday is already Sunday in Japan.
    expect(localDayOf(Date.UTC(2025, 8, 27, 23), 'Asia/Tokyo')).toBe('2025-09-28');
    expect(localDayOf(Date.UTC(2025, 8, 27, 23), 'America/New_York')).toBe('2025-09-27');
  });
});
