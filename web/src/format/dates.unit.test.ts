import { describe, expect, it } from 'vitest';
import { dayParts, formatClock, formatDateTime, formatLongDate, formatShortDate } from './dates.ts';

// Local dates: the formatters read the visitor's time zone, so the tests build their dates in it too.
const saturday = new Date(2025, 5, 14, 16, 5);

describe('French dates', () => {
  it('formats a clock time on 24 hours', () => {
    expect(formatClock(saturday)).toBe('16:05');
    expect(formatClock(new Date(2025, 5, 14, 9, 0).getTime())).toBe('09:00');
  });

  it('formats a long date', () => {
    expect(formatLongDate(saturday)).toBe('samedi 14 juin 2025');
  });

  it('formats a short date, or nothing for a text that is not a date', () => {
    expect(formatShortDate('2025-06-15T18:00:00')).toBe('15 juin 2025');
    expect(formatShortDate('bientôt')).toBe('');
  });

  it('splits a day into weekday, day number and month', () => {
    expect(dayParts(new Date(2025, 5, 9))).toEqual({ weekday: 'lun.', day: '9', month: 'juin' });
  });

  it('formats a date and time as dd/MM/yyyy HH:mm, or - for a text that is not a date', () => {
    expect(formatDateTime(new Date(2025, 5, 14, 16, 5).toISOString())).toBe('14/06/2025 16:05');
    expect(formatDateTime('not a date')).toBe('-');
    expect(formatDateTime(null)).toBe('-');
  });
});
