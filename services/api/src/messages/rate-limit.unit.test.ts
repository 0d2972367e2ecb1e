import { describe, expect, it } from 'vitest';
import { contactOverloaded, tooManyMessages } from './rate-limit.ts';

describe('the contact limits, in French and by code', () => {
  it.each([
    [1, 'Trop de messages envoyés : réessayez dans 1 minute.', 1],
    [60_001, 'Trop de messages envoyés : réessayez dans 2 minutes.', 2],
  ])('per visitor, %i ms', (ms, text, minutes) => {
    expect(tooManyMessages(ms)).toMatchObject({
      message: text,
      status: 429,
      code: 'contact.too_many',
      values: { minutes },
    });
  });

  it('for the whole site', () => {
    expect(contactOverloaded(300_000)).toMatchObject({
      message: 'Le formulaire de contact reçoit trop de messages en ce moment : réessayez dans 5 minutes.',
      status: 429,
      code: 'contact.overloaded',
      values: { minutes: 5 },
    });
  });
});
