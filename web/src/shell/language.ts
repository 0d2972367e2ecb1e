/**
 * The page languages (spec part 1 §1 and §4) and the cookie through which the page translation widget knows
 * which one to show. French is the source language: no cookie means the page as written.
 */

export const SOURCE_LANGUAGE = 'fr';
export const LANGUAGE_STORAGE_KEY = 'lemans-live:langue';
export const TRANSLATION_COOKIE = 'googtrans';

/** Each language under its own name, so that a visitor finds theirs whatever the page shows. */
export const LANGUAGES = [
  { code: 'fr', name: 'Français' },
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'de', name: 'Deutsch' },
  { code: 'it', name: 'Italiano' },
  { code: 'pt', name: 'Português' },
  { code: 'nl', name: 'Nederlands' },
  { code: 'pl', name: 'Polski' },
  { code: 'ru', name: 'Русский' },
  { code: 'ja', name: '日本語' },
  { code: 'zh', name: '中文' },
  { code: 'ar', name: 'العربية' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export function isLanguage(code: unknown): code is LanguageCode {
  return LANGUAGES.some((language) => language.code === code);
}

/**
 * The cookie assignments that set (or, for null, clear) the translation for this host. The widget may have
 * written the cookie for the host alone or for its domain, so every variant is written.
 */
export function translationCookies(language: LanguageCode | null, hostname: string): string[] {
  const value = language ? `/${SOURCE_LANGUAGE}/${language}` : '';
  const expiry = language ? '' : '; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  const labels = hostname.split('.');
  const isName = labels.length > 1 && !/^[\d.]+$/.test(hostname);
  const domains = isName ? ['', `; domain=.${hostname}`, `; domain=.${labels.slice(-2).join('.')}`] : [''];
  return [...new Set(domains)].map((domain) => `${TRANSLATION_COOKIE}=${value}; path=/${domain}${expiry}`);
}

/** The language the translation cookie asks for, French when there is none. */
export function languageOfCookies(cookies: string): LanguageCode {
  const match = cookies.match(new RegExp(`(?:^|;\\s*)${TRANSLATION_COOKIE}=/[^/;]*/([^;]+)`));
  const code = match?.[1]?.trim();
  return isLanguage(code) ? code : SOURCE_LANGUAGE;
}
