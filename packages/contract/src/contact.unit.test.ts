import { describe, expect, it } from 'vitest';
import { CONTACT_ERRORS, checkContactMessage, DEFAULT_SUBJECT } from './contact.ts';

const valid = { name: 'Ana', email: 'ana@example.org', subject: 'Autre', message: 'Bonjour' };
/** Stands for the address syntax the caller judges (the server's check, the browser's field). */
const hasDomain = (address: string) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(address);
const check = (body: unknown) => checkContactMessage(body, hasDomain);

describe('checkContactMessage', () => {
  it('trims the fields and keeps the text as typed', () => {
    expect(check({ ...valid, name: '  Ana ', message: ' <b>Salut</b>\n& merci ' })).toEqual({
      ok: true,
      message: { ...valid, message: '<b>Salut</b>\n& merci' },
    });
  });

  it.each([undefined, null, '', '   '])('defaults a subject of %j', (subject) => {
    const checked = check({ ...valid, subject });
    expect(checked.ok && checked.message.subject).toBe(DEFAULT_SUBJECT);
  });

  it('accepts a free subject up to 120 characters', () => {
    expect(check({ ...valid, subject: 'x'.repeat(120) }).ok).toBe(true);
    expect(check({ ...valid, subject: 'x'.repeat(121) })).toEqual({
      ok: false,
      code: 'contact.subject_too_long',
      error: "L'objet ne doit pas dépasser 120 caractères",
      values: { max: 120 },
    });
  });

  it.each([
    ['no body', undefined, CONTACT_ERRORS.missingFields],
    ['a list', [valid], CONTACT_ERRORS.missingFields],
    ['a blank name', { ...valid, name: '  ' }, CONTACT_ERRORS.missingFields],
    ['no email', { ...valid, email: undefined }, CONTACT_ERRORS.missingFields],
    ['a numeric message', { ...valid, message: 12 }, CONTACT_ERRORS.missingFields],
    ['a blank message', { ...valid, message: '\n' }, CONTACT_ERRORS.missingFields],
    // A missing field is named even when another one is wrong too.
    [
      'a long name and no message',
      { ...valid, name: 'x'.repeat(101), message: '' },
      CONTACT_ERRORS.missingFields,
    ],
    ['a numeric subject', { ...valid, subject: 3 }, CONTACT_ERRORS.subjectTooLong],
    ['a bad email', { ...valid, email: 'ana@' }, CONTACT_ERRORS.invalidEmail],
    ['a long email', { ...valid, email: `${'a'.repeat(250)}@example.org` }, CONTACT_ERRORS.invalidEmail],
    ['a long name', { ...valid, name: 'x'.repeat(101) }, CONTACT_ERRORS.nameTooLong],
    // The fields are judged in the form's order: the name before the message.
    [
      'a long name and message',
      { ...valid, name: 'x'.repeat(101), message: 'x'.repeat(1001) },
      CONTACT_ERRORS.nameTooLong,
    ],
    ['1001 characters', { ...valid, message: 'x'.repeat(1001) }, CONTACT_ERRORS.messageTooLong],
    ['a NUL in the message', { ...valid, message: 'a\u0000b' }, CONTACT_ERRORS.invalidText],
    ['a line break in the name', { ...valid, name: 'A\nna' }, CONTACT_ERRORS.invalidText],
    [
      'half of a surrogate pair in the message',
      { ...valid, message: 'Bon\ud800jour' },
      CONTACT_ERRORS.invalidText,
    ],
    ['half of a surrogate pair in the name', { ...valid, name: 'A\udc00' }, CONTACT_ERRORS.invalidText],
    ['half of a surrogate pair in the subject', { ...valid, subject: '\ud83d' }, CONTACT_ERRORS.invalidText],
  ])('refuses %s', (_case, body, refusal) => {
    expect(check(body)).toEqual({ ok: false, ...refusal });
  });

  it('accepts exactly 1000 characters, counted after trimming', () => {
    expect(check({ ...valid, message: 'é'.repeat(1000) }).ok).toBe(true);
    expect(check({ ...valid, message: ` ${'é'.repeat(1000)}\n` }).ok).toBe(true);
  });

  it('accepts characters outside the basic plane, whole pairs of surrogates', () => {
    expect(check({ ...valid, name: 'Ana 🏁', message: 'Bravo 🏎️ !' }).ok).toBe(true);
  });

  it('leaves the address syntax to the caller when it gives no check', () => {
    expect(checkContactMessage({ ...valid, email: 'ana@example' }).ok).toBe(true);
  });
});
