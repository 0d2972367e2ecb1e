import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SUBJECT,
  INVALID_EMAIL,
  INVALID_TEXT,
  MESSAGE_TOO_LONG,
  MISSING_FIELDS,
  NAME_TOO_LONG,
  parseContactMessage,
  SUBJECT_TOO_LONG,
} from './message-schema.ts';

const valid = { name: 'Ana', email: 'ana@example.org', subject: 'Autre', message: 'Bonjour' };

describe('parseContactMessage', () => {
  it('trims the fields and keeps the text as typed', () => {
    expect(parseContactMessage({ ...valid, name: '  Ana ', message: ' <b>Salut</b>\n& merci ' })).toEqual({
      ok: true,
      message: { ...valid, message: '<b>Salut</b>\n& merci' },
    });
  });

  it.each([undefined, null, '', '   '])('defaults a subject of %j', (subject) => {
    const parsed = parseContactMessage({ ...valid, subject });
    expect(parsed.ok && parsed.message.subject).toBe(DEFAULT_SUBJECT);
  });

  it('accepts a free subject up to 120 characters', () => {
    expect(parseContactMessage({ ...valid, subject: 'x'.repeat(120) }).ok).toBe(true);
    expect(parseContactMessage({ ...valid, subject: 'x'.repeat(121) })).toEqual({
      ok: false,
      error: SUBJECT_TOO_LONG,
    });
  });

  it.each([
    ['no body', undefined, MISSING_FIELDS],
    ['a list', [valid], MISSING_FIELDS],
    ['a blank name', { ...valid, name: '  ' }, MISSING_FIELDS],
    ['no email', { ...valid, email: undefined }, MISSING_FIELDS],
    ['a numeric message', { ...valid, message: 12 }, MISSING_FIELDS],
    // A missing field is named even when another one is wrong too.
    ['a long name and no message', { ...valid, name: 'x'.repeat(101), message: '' }, MISSING_FIELDS],
    ['a bad email', { ...valid, email: 'ana@' }, INVALID_EMAIL],
    ['a long email', { ...valid, email: `${'a'.repeat(250)}@example.org` }, INVALID_EMAIL],
    ['a long name', { ...valid, name: 'x'.repeat(101) }, NAME_TOO_LONG],
    ['1001 characters', { ...valid, message: 'x'.repeat(1001) }, MESSAGE_TOO_LONG],
    ['a NUL in the message', { ...valid, message: 'a\u0000b' }, INVALID_TEXT],
    ['a line break in the name', { ...valid, name: 'A\nna' }, INVALID_TEXT],
    ['half of a surrogate pair in the message', { ...valid, message: 'Bon\ud800jour' }, INVALID_TEXT],
    ['half of a surrogate pair in the name', { ...valid, name: 'A\udc00' }, INVALID_TEXT],
    ['half of a surrogate pair in the subject', { ...valid, subject: '\ud83d' }, INVALID_TEXT],
  ])('refuses %s', (_case, body, error) => {
    expect(parseContactMessage(body)).toEqual({ ok: false, error });
  });

  it('accepts exactly 1000 characters', () => {
    expect(parseContactMessage({ ...valid, message: 'é'.repeat(1000) }).ok).toBe(true);
  });

  it('accepts characters outside the basic plane, whole pairs of surrogates', () => {
    expect(parseContactMessage({ ...valid, name: 'Ana 🏁', message: 'Bravo 🏎️ !' }).ok).toBe(true);
  });
});
