import { describe, expect, it } from 'vitest';
import { contactOverloaded, tooManyMessages } from './rate-limit.ts';

describe('the contact limits in French', () => {
  it.each([
    [1, 'Trop de messages envoyés : réessayez dans 1 minute.'],
    [60_001, 'Trop de messages envoyés : réessayez dans 2 minutes.'],
  ])('per visitor, %i ms', (ms, text) => {
    expect(tooManyMessages(ms)).toBe(text);
  });

  it('for the whole site', () => {
    expect(contactOverloaded(300_000)).toBe(
      'Le formulaire de contact reçoit trop de messages en ce moment : réessayez dans 5 minutes.',
    );
  });
});
