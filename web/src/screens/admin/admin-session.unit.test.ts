import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/http.ts';
import { loginErrorText } from './admin-session.ts';

describe('login errors', () => {
  it('names a wrong password, passes on the throttling notice, and keeps one text for the rest', () => {
    expect(loginErrorText(new ApiError('Mot de passe administrateur incorrect', 401))).toBe(
      'Mot de passe administrateur incorrect',
    );
    const wait = 'Trop de tentatives de connexion : réessayez dans 12 minutes.';
    expect(loginErrorText(new ApiError(wait, 429))).toBe(wait);
    expect(loginErrorText(new ApiError("L'administration n'est pas configurée", 503))).toBe(
      'Erreur lors de la connexion',
    );
    expect(loginErrorText(new ApiError('Mot de passe requis', 400))).toBe('Erreur lors de la connexion');
    expect(loginErrorText(new TypeError('Failed to fetch'))).toBe('Erreur lors de la connexion');
  });
});
