import { afterEach, describe, expect, it } from 'vitest';
import { errorAnswerOf } from '../../api/error-answer.ts';
import { ApiError } from '../../api/http.ts';
import { changeLanguage } from '../../i18n/i18n.ts';
import { loginErrorText } from './admin-session.ts';

const refused = (status: number, body: Record<string, unknown>) => new ApiError(errorAnswerOf(body), status);
const wrong = refused(401, { error: 'Mot de passe administrateur incorrect', code: 'admin.wrong_password' });
const throttled = refused(429, {
  error: 'Trop de tentatives de connexion : réessayez dans 12 minutes.',
  code: 'admin.too_many_attempts',
  minutes: 12,
});

describe('login errors', () => {
  afterEach(() => changeLanguage('fr'));

  it('names a wrong password, the wait when throttled, and keeps one text for a failure of its own', () => {
    expect(loginErrorText(wrong)).toBe('Mot de passe administrateur incorrect');
    expect(loginErrorText(throttled)).toBe('Trop de tentatives de connexion : réessayez dans 12 minutes.');
    expect(loginErrorText(new TypeError('Failed to fetch'))).toBe('Erreur lors de la connexion');
    expect(loginErrorText(refused(502, {}))).toBe('Erreur lors de la connexion');
  });

  it('says it in English to an English page', async () => {
    await changeLanguage('en');
    expect(loginErrorText(wrong)).toBe('Incorrect administrator password');
    expect(loginErrorText(throttled)).toBe('Too many login attempts: please try again in 12 minutes.');
    expect(loginErrorText(new TypeError('Failed to fetch'))).toBe('Error while logging in');
  });
});
