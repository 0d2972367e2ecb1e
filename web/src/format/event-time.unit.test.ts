import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/i18n.ts';
import { eventTimeOf, formatInStyle, zoneNameOf } from './event-time.ts';

/** The start of the 2025 race: 16:00 in Le Mans. */
const LE_MANS_START = Date.UTC(2025, 5, 14, 14);
/** The start of the 2025 Fuji 6 Hours: 11:00 in Japan, still Saturday in New York. */
const FUJI_START = Date.UTC(2025, 8, 28, 2);

describe('eventTimeOf', () => {
  afterEach(() => changeLanguage('fr'));

  it('reads a race time at the event, names its zone, and gives the visitor’s time when it differs', () => {
    expect(eventTimeOf(LE_MANS_START, 'Europe/Paris', 'clock', 'America/New_York')).toEqual({
      local: '16:00',
      zone: 'UTC+2',
      visitor: '10:00',
    });
  });

  it('gives no visitor’s time when the visitor’s clock reads the same', () => {
    expect(eventTimeOf(LE_MANS_START, 'Europe/Paris', 'clock', 'Europe/Paris').visitor).toBeNull();
    // Another zone, the same clock in June.
    expect(eventTimeOf(LE_MANS_START, 'Europe/Paris', 'clock', 'Europe/Brussels').visitor).toBeNull();
  });

  it('names the visitor’s weekday when a clock alone would hide another day', () => {
    expect(eventTimeOf(FUJI_START, 'Asia/Tokyo', 'clock', 'America/New_York')).toEqual({
      local: '11:00',
      zone: 'UTC+9',
      visitor: 'sam. 22:00',
    });
    // 00:00 in Kiritimati and in Honolulu: the same clock, a day apart.
    expect(
      eventTimeOf(Date.UTC(2025, 0, 1, 10), 'Pacific/Kiritimati', 'clock', 'Pacific/Honolulu').visitor,
    ).toBe('mer. 00:00');
  });

  it('writes dates and times, or the reports’ long form', () => {
    expect(eventTimeOf(FUJI_START, 'Asia/Tokyo', 'dateTime', 'America/New_York')).toEqual({
      local: '28/09/2025 11:00',
      zone: 'UTC+9',
      visitor: '27/09/2025 22:00',
    });
    expect(eventTimeOf(LE_MANS_START, 'Europe/Paris', 'longDateTime', 'Europe/London')).toEqual({
      local: 'samedi 14 juin 2025 à 16:00',
      zone: 'UTC+2',
      visitor: 'samedi 14 juin 2025 à 15:00',
    });
    expect(formatInStyle(LE_MANS_START, 'dateTime', 'Europe/Paris')).toBe('14/06/2025 16:00');
  });

  it('speaks the page’s language', async () => {
    await changeLanguage('en');
    expect(eventTimeOf(LE_MANS_START, 'Europe/Paris', 'clock', 'America/New_York')).toEqual({
      local: '04:00 PM',
      zone: 'GMT+2',
      visitor: '10:00 AM',
    });
    await changeLanguage('ja');
    expect(eventTimeOf(FUJI_START, 'Asia/Tokyo', 'clock', 'America/New_York')).toEqual({
      local: '11:00',
      zone: 'GMT+9',
      visitor: '土 22:00',
    });
    await changeLanguage('ar');
    expect(eventTimeOf(LE_MANS_START, 'Europe/Paris', 'clock', 'America/New_York')).toEqual({
      local: '04:00 م',
      zone: 'غرينتش+2',
      visitor: '10:00 ص',
    });
  });

  it('names a zone by its offset at the instant', () => {
    expect(zoneNameOf(Date.UTC(2025, 0, 14), 'Europe/Paris')).toBe('UTC+1');
    expect(zoneNameOf(LE_MANS_START, 'America/Sao_Paulo')).toBe('UTC−3');
  });
});
