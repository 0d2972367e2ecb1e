import { describe, expect, it } from 'vitest';
import {
  CONTACT_TEXT,
  contactPayload,
  EMPTY_DRAFT,
  isDraftValid,
  messageCounter,
  sendErrorText,
} from './contact-rules.ts';

const draft = { name: 'Ana', email: 'ana@example.org', subject: '', message: 'Bonjour' };

describe('contact rules', () => {
  it('counts the characters of the message', () => {
    expect(messageCounter('')).toBe('0/1000 caractères');
    expect(messageCounter('Bonjour')).toBe('7/1000 caractères');
  });

  it('needs name, email and message after trimming, and at most 1000 characters', () => {
    expect(isDraftValid(draft)).toBe(true);
    expect(isDraftValid(EMPTY_DRAFT)).toBe(false);
    expect(isDraftValid({ ...draft, name: '  ' })).toBe(false);
    expect(isDraftValid({ ...draft, email: '' })).toBe(false);
    expect(isDraftValid({ ...draft, message: '\n' })).toBe(false);
    expect(isDraftValid({ ...draft, message: 'x'.repeat(1000) })).toBe(true);
    expect(isDraftValid({ ...draft, message: 'x'.repeat(1001) })).toBe(false);
  });

  it('sends the fields trimmed', () => {
    expect(
      contactPayload({ name: ' Ana ', email: ' a@b.fr', subject: ' Autre ', message: ' Salut\n' }),
    ).toEqual({
      name: 'Ana',
      email: 'a@b.fr',
      subject: 'Autre',
      message: 'Salut',
    });
  });

  it("shows the server's error, or the generic one", () => {
    expect(sendErrorText({ success: false, error: 'Adresse e-mail invalide' })).toBe(
      'Adresse e-mail invalide',
    );
    expect(sendErrorText({ error: '' })).toBe(CONTACT_TEXT.errorFallback);
    expect(sendErrorText(null)).toBe(CONTACT_TEXT.errorFallback);
    expect(sendErrorText('<html>')).toBe(CONTACT_TEXT.errorFallback);
  });
});
