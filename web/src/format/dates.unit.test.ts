import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/i18n.ts';
import {
  dayParts,
  formatClock,
  formatDateTime,
  formatDayRange,
  formatLongDate,
  formatNumericDate,
  formatShortDate,
} from './dates.ts';

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

describe('dates in the page’s language', () => {
  afterEach(() => changeLanguage('fr'));

  it('speaks English on a 12-hour clock', async () => {
    await changeLanguage('en');
    expect(formatClock(saturday)).toBe('04:05 PM');
    expect(formatLongDate(saturday)).toBe('Saturday, June 14, 2025');
    expect(formatShortDate('2025-06-15T18:00:00')).toBe('June 15, 2025');
    expect(dayParts(new Date(2025, 5, 9))).toEqual({ weekday: 'Mon', day: '9', month: 'June' });
    expect(formatDateTime(saturday.toISOString())).toBe('06/14/2025 04:05 PM');
    expect(formatNumericDate(saturday.toISOString())).toBe('06/14/2025');
    expect(formatDayRange('2025-06-06', '2025-06-15')).toBe('June 6 - 15, 2025');
  });

  it('speaks Arabic, its numeric dates marked right to left', async () => {
    await changeLanguage('ar');
    expect(formatClock(saturday)).toBe('04:05 م');
    expect(formatLongDate(saturday)).toBe('السبت، 14 يونيو 2025');
    expect(dayParts(new Date(2025, 5, 9))).toEqual({ weekday: 'الاثنين', day: '9', month: 'يونيو' });
    expect(formatNumericDate(saturday.toISOString())).toBe('14\u200f/06\u200f/2025');
  });

  it('speaks Japanese', async () => {
    await changeLanguage('ja');
    expect(formatClock(saturday)).toBe('16:05');
    expect(formatLongDate(saturday)).toBe('2025年6月14日土曜日');
    expect(formatShortDate('2025-06-15T18:00:00')).toBe('2025年6月15日');
    expect(dayParts(new Date(2025, 5, 9))).toEqual({ weekday: '月', day: '9', month: '6月' });
    expect(formatDateTime(saturday.toISOString())).toBe('2025/06/14 16:05');
  });

  it('comes back to French, each language keeping its own formats', async () => {
    await changeLanguage('en');
    expect(formatClock(saturday)).toBe('04:05 PM');
    await changeLanguage('fr');
    expect(formatClock(saturday)).toBe('16:05');
  });
});

describe('dates in a time zone of their own', () => {
  it('reads an instant on the clocks of the zone given, else on the visitor’s', () => {
    const start = Date.UTC(2025, 5, 14, 14);
    expect(formatClock(start, 'Europe/Paris')).toBe('16:00');
    expect(formatClock(start, 'America/New_York')).toBe('10:00');
    expect(formatLongDate(Date.UTC(2025, 8, 27, 23), 'Asia/Tokyo')).toBe('dimanche 28 septembre 2025');
    expect(formatDateTime('2025-06-14T14:00:00Z', 'Asia/Tokyo')).toBe('14/06/2025 23:00');
  });
});
