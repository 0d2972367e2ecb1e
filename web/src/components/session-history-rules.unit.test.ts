import { afterEach, describe, expect, it } from 'vitest';
import type { SessionHistoryRow } from '../api/types.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { historyZoneNote, startOf } from './session-history-rules.ts';

/** A history row: only its start matters here. */
const row = (start_time: string | null) => ({ start_time }) as SessionHistoryRow;

/** The 2025 race's start, 16:00 in Le Mans (summer time); a day in March, before the clocks changed. */
const RACE = row('2025-06-14T14:00:00.000Z');
const WINTER = row('2025-03-20T09:00:00.000Z');

describe('startOf', () => {
  it('reads a session’s start, or none', () => {
    expect(startOf(RACE)).toBe(Date.UTC(2025, 5, 14, 14));
    expect(startOf(row(null))).toBeNull();
    expect(startOf(row('not a date'))).toBeNull();
  });
});

describe('historyZoneNote', () => {
  afterEach(() => changeLanguage('fr'));

  it('names the event’s zone once, by its offset at the newest session that started', () => {
    expect(historyZoneNote([row(null), RACE, WINTER], 'Europe/Paris')).toBe(
      'Horaires en heure locale (UTC+2)',
    );
    expect(historyZoneNote([WINTER, RACE], 'Europe/Paris')).toBe('Horaires en heure locale (UTC+1)');
  });

  it('speaks the page’s language', async () => {
    await changeLanguage('en');
    expect(historyZoneNote([RACE], 'Asia/Tokyo')).toBe('Times in local time (GMT+9)');
  });

  it('names nothing when the zone is unknown or no session has a start', () => {
    expect(historyZoneNote([RACE], null)).toBeNull();
    expect(historyZoneNote([row(null)], 'Europe/Paris')).toBeNull();
    expect(historyZoneNote([], 'Europe/Paris')).toBeNull();
  });
});
