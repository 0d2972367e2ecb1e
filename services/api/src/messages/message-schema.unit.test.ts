import { CONTACT_ERRORS } from '@lemans/contract';
import { describe, expect, it } from 'vitest';
import { parseContactMessage } from './message-schema.ts';

const valid = { name: 'Ana', email: 'ana@example.org', subject: 'Autre', message: 'Bonjour' };

describe('parseContactMessage', () => {
  it('accepts a well-formed address', () => {
    expect(parseContactMessage(valid).ok).toBe(true);
  });

  it.each(['ana@', 'ana@example', 'ana example.org'])('refuses the address %j', (email) => {
    expect(parseContactMessage({ ...valid, email })).toEqual({ ok: false, ...CONTACT_ERRORS.invalidEmail });
  });
});
