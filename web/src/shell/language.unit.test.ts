import { expect, it } from 'vitest';
import { LANGUAGES, languageOfCookies, translationCookies } from './language.ts';

it('offers the 12 languages, French first', () => {
  expect(LANGUAGES.map((language) => language.code)).toEqual([
    'fr',
    'en',
    'es',
    'de',
    'it',
    'pt',
    'nl',
    'pl',
    'ru',
    'ja',
    'zh',
    'ar',
  ]);
});

it('sets the translation cookie for the host and its domains', () => {
  expect(translationCookies('en', 'www.example.fr')).toEqual([
    'googtrans=/fr/en; path=/',
    'googtrans=/fr/en; path=/; domain=.www.example.fr',
    'googtrans=/fr/en; path=/; domain=.example.fr',
  ]);
});

it('clears it with an expired date, for the host alone on localhost or an address', () => {
  expect(translationCookies(null, 'localhost')).toEqual([
    'googtrans=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT',
  ]);
  expect(translationCookies(null, '127.0.0.1')).toHaveLength(1);
});

it('reads the language back from the cookies, French by default', () => {
  expect(languageOfCookies('a=1; googtrans=/fr/ja; b=2')).toBe('ja');
  expect(languageOfCookies('googtrans=/fr/xx')).toBe('fr');
  expect(languageOfCookies('')).toBe('fr');
});
