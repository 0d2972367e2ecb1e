import { describe, expect, it } from 'vitest';
import { CONTACT_TEXT, contactPayload, messageCounter, sendErrorText } from './contact-rules.ts';

describe('contact rules', () => {
  it('counts the characters of the message', () => {
    expect(messageCounter('')).toBe('0/1000 caractères');
    expect(messageCounter('Bonjour')).toBe('7/1000 caractères');
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
