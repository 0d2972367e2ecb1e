import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../i18n/i18n.ts';
import { formatLongDateTime } from './long-date-time.ts';

describe('formatLongDateTime', () => {
  afterEach(() => changeLanguage('fr'));

  it('gives the weekday, the date and the time joined by "à"', () => {
    // A local time, as the visitor's zone reads it.
    expect(formatLongDateTime(new Date(2025, 5, 14, 16, 0).toISOString())).toBe(
      'samedi 14 juin 2025 à 16:00',
    );
  });

  it('joins them as each language does', async () => {
    const start = new Date(2025, 5, 14, 16, 0).toISOString();
    await changeLanguage('en');
    expect(formatLongDateTime(start)).toBe('Saturday, June 14, 2025 at 4:00 PM');
    await changeLanguage('ar');
    expect(formatLongDateTime(start)).toBe('السبت، 14 يونيو 2025 في 4:00 م');
    await changeLanguage('ja');
    expect(formatLongDateTime(start)).toBe('2025年6月14日土曜日 16:00');
  });

  it('reads the time in the zone given', () => {
    expect(formatLongDateTime('2025-06-14T14:00:00Z', 'Europe/Paris')).toBe('samedi 14 juin 2025 à 16:00');
  });

  it('gives - for a missing or broken date', () => {
    expect(formatLongDateTime(null)).toBe('-');
    expect(formatLongDateTime('demain')).toBe('-');
  });
});
