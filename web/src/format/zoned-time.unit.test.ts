import { expect, it } from 'vitest';
import { visitorTimeZone } from './zoned-time.ts';

it('knows the visitor’s own zone', () => {
  expect(visitorTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
});
