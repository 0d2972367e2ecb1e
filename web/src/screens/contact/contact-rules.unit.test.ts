import { CONTACT_SUBJECTS } from '@lemans/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/i18n.ts';
import { contactPayload, messageCounter, SUBJECT_CHOICES } from './contact-rules.ts';

describe('contact rules', () => {
  afterEach(() => changeLanguage('fr'));

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

  it('offers the subjects in the page’s language, each sent as the French one the admin reads', async () => {
    const sent = Object.values(CONTACT_SUBJECTS);
    expect(SUBJECT_CHOICES.map((choice) => choice.value)).toEqual(sent);
    expect(SUBJECT_CHOICES.map((choice) => choice.label)).toEqual(sent);
    await changeLanguage('en');
    expect(SUBJECT_CHOICES.map((choice) => choice.label)).toEqual([
      'General question',
      'Sharing a stream link',
      'Suggestion for improvement',
      'Reporting a problem',
      'Other',
    ]);
    expect(SUBJECT_CHOICES.map((choice) => choice.value)).toEqual(sent);
  });
});
