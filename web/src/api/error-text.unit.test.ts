import { API_ERROR_CODES, CONTACT_ERRORS } from '@lemans/contract';
import { afterEach, describe, expect, it } from 'vitest';
import enAdmin from '../i18n/catalogs/en/admin.ts';
import frAdmin from '../i18n/catalogs/fr/admin.ts';
import frCore from '../i18n/catalogs/fr/core.ts';
import frPages from '../i18n/catalogs/fr/pages.ts';
import frTools from '../i18n/catalogs/fr/tools.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { errorAnswerOf } from './error-answer.ts';
import { ERROR_MESSAGES, errorText, errorTextOf } from './error-text.ts';
import { ApiError } from './http.ts';

/** An answer as the API sends it: its French text, its code and the values beside them. */
const answer = (body: Record<string, unknown>) => errorAnswerOf(body);

describe('the page’s words for the API’s errors', () => {
  afterEach(() => changeLanguage('fr'));

  it('has a message for every code, in a part of the catalogs the pages that meet it load', () => {
    const everyLanguage = new Set(Object.keys(frTools));
    for (const code of API_ERROR_CODES) {
      const id = ERROR_MESSAGES[code];
      if (code.startsWith('admin.')) {
        expect(Object.keys(frAdmin), code).toContain(id);
        expect(Object.keys(enAdmin), code).toContain(id);
      } else expect(everyLanguage.has(id), `${code} → ${id}`).toBe(true);
    }
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual([...API_ERROR_CODES].sort());
  });

  it('spells no code as a message id, which the build would shorten in the page’s code', () => {
    const ids = new Set([frCore, frPages, frTools, frAdmin].flatMap((catalog) => Object.keys(catalog)));
    for (const code of API_ERROR_CODES) expect(ids.has(code), code).toBe(false);
  });

  it('words a code in the page’s language, with the values beside it', async () => {
    await changeLanguage('en');
    const { error, code, values } = CONTACT_ERRORS.messageTooLong;
    expect(errorTextOf(answer({ success: false, error, code, ...values }))).toBe(
      'The message must not exceed 1000 characters',
    );
    const wait = (minutes: number) =>
      errorTextOf(answer({ error: 'Trop de messages envoyés', code: 'contact.too_many', minutes }));
    expect(wait(1)).toBe('Too many messages sent: please try again in 1 minute.');
    expect(wait(9)).toBe('Too many messages sent: please try again in 9 minutes.');
    await changeLanguage('ru');
    expect(wait(5)).toBe('Отправлено слишком много сообщений: повторите попытку через 5 минут.');
  });

  it('words a French page’s refusal from the catalogs, as the API says it', () => {
    const { error, code, values } = CONTACT_ERRORS.messageTooLong;
    expect(errorTextOf({ error, code, values })).toBe(error);
    expect(errorTextOf(answer({ error: 'Adresse e-mail invalide', code: 'contact.invalid_email' }))).toBe(
      'Adresse e-mail invalide',
    );
  });

  it('shows a French page the API’s own text for a code that only names its status', () => {
    const malformed = answer({
      error: 'Ligne 12, colonne 4 : temps au tour illisible',
      code: 'request.invalid',
    });
    expect(errorTextOf(malformed)).toBe('Ligne 12, colonne 4 : temps au tour illisible');
  });

  it('never shows the French text to another language, whatever the code', async () => {
    await changeLanguage('en');
    const malformed = answer({
      error: 'Ligne 12, colonne 4 : temps au tour illisible',
      code: 'request.invalid',
    });
    expect(errorTextOf(malformed)).toBe('Invalid request');
    const unknown = answer({ error: 'Voiture en feu', code: 'car.on_fire' });
    expect(errorTextOf(unknown)).toBe('An error occurred: please try again in a moment.');
    expect(errorTextOf(unknown, 'Could not send')).toBe('Could not send');
    expect(errorTextOf(answer({}))).toBe('An error occurred: please try again in a moment.');
  });

  it('shows a French page the API’s text for a code it does not know, else the fallback', () => {
    expect(errorTextOf(answer({ error: 'Voiture en feu', code: 'car.on_fire' }))).toBe('Voiture en feu');
    expect(errorTextOf(answer({ code: 'car.on_fire' }), 'Envoi impossible')).toBe('Envoi impossible');
  });

  it('words a failed call: the API’s refusal, or the fallback when the network failed', async () => {
    await changeLanguage('de');
    const refused = new ApiError(answer({ error: 'Session introuvable', code: 'request.not_found' }), 404);
    expect(errorText(refused)).toBe('Ressource nicht gefunden');
    expect(errorText(new TypeError('Failed to fetch'), 'Senden fehlgeschlagen')).toBe(
      'Senden fehlgeschlagen',
    );
    expect(errorText(new TypeError('Failed to fetch'))).toBe(
      'Ein Fehler ist aufgetreten: Bitte versuchen Sie es gleich noch einmal.',
    );
  });
});

describe('errorAnswerOf', () => {
  it('reads the French text, the code and the values, and nothing else', () => {
    expect(
      errorAnswerOf({ success: false, error: 'Trop long', code: 'contact.name_too_long', max: 100 }),
    ).toEqual({ error: 'Trop long', code: 'contact.name_too_long', values: { max: 100 } });
    expect(errorAnswerOf({ error: ' ', code: 3, detail: { a: 1 } })).toEqual({
      error: null,
      code: null,
      values: {},
    });
    for (const body of [null, 'Bad Gateway', [{ error: 'x' }]]) {
      expect(errorAnswerOf(body)).toEqual({ error: null, code: null, values: {} });
    }
  });
});
