import type { LanguageCode } from '../../web/src/i18n/languages.ts';

/**
 * The language a page's first paint is in, for a request's address, cookie and Accept-Language: what the
 * Node site server and the shipped nginx must both answer.
 */
export const PAGE_LANGUAGE_CASES: readonly {
  search: string;
  headers: Record<string, string>;
  language: LanguageCode;
}[] = [
  { search: '', headers: {}, language: 'fr' },
  { search: '', headers: { 'accept-language': 'en-US,en;q=0.9' }, language: 'en' },
  { search: '', headers: { 'accept-language': 'ja' }, language: 'ja' },
  { search: '', headers: { 'accept-language': 'AR-EG, ar;q=0.8' }, language: 'ar' },
  { search: '', headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' }, language: 'zh' },
  { search: '', headers: { 'accept-language': 'sv-SE, sv;q=0.9, de;q=0.8, en;q=0.5' }, language: 'de' },
  { search: '', headers: { 'accept-language': 'sv, fi' }, language: 'fr' },
  { search: '', headers: { 'accept-language': 'fr-CA, en;q=0.5' }, language: 'fr' },
  { search: '', headers: { 'accept-language': 'en', cookie: 'a=1; lemans_lang=pl' }, language: 'pl' },
  { search: '', headers: { 'accept-language': 'en', cookie: 'lemans_lang=xx' }, language: 'en' },
  { search: '?lang=ru', headers: { 'accept-language': 'en', cookie: 'lemans_lang=pl' }, language: 'ru' },
  { search: '?categorie=lmp2&lang=es', headers: {}, language: 'es' },
  { search: '?lang=klingon', headers: { 'accept-language': 'it' }, language: 'it' },
];
