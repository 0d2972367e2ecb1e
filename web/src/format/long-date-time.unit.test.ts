import { describe, expect, it } from 'vitest';
import { formatLongDateTime } from './long-date-time.ts';

describe('formatLongDateTime', () => {
  it('gives the weekday, the date and the time joined by "à"', () => {
    // A local time, as the visitor's zone reads it.
    expect(formatLongDateTime(new Date(2025, 5, 14, 16, 0).toISOString())).toBe(
      'samedi 14 juin 2025 à 16:00',
    );
  });

  it('gives - for a missing or broken date', () => {
    expect(formatLongDateTime(null)).toBe('-');
    expect(formatLongDateTime('demain')).toBe('-');
  });
});
