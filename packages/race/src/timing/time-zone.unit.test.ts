import { expect, it } from 'vitest';
import { epochOfLocalTime } from './time-zone.ts';

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
