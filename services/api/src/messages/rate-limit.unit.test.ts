import { describe, expect, it } from 'vitest';
import { tooManyMessages } from './rate-limit.ts';

describe('tooManyMessages', () => {
  it.each([
    [1, 'Trop de messages envoyés : réessayez dans 1 minute.'],
    [60_001, 'Trop de messages envoyés : réessayez dans 2 minutes.'],
  ])('%i ms', (ms, text) => {
    expect(tooManyMessages(ms)).toBe(text);
  });
});
