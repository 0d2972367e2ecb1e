/**
 * The site's languages (spec part 1 §1 and §4): French is the source and the default. Read by the page, the
 * site server and the build (one page shell per language), so it holds no browser code.
 */

/** Each language under its own name, so that a visitor finds theirs whatever the page shows. */
export const LANGUAGES = [
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'de', name: 'Deutsch', dir: 'ltr' },
  { code: 'it', name: 'Italiano', dir: 'ltr' },
  { code: 'pt', name: 'Português', dir: 'ltr' },
  { code: 'nl', name: 'Nederlands', dir: 'ltr' },
  { code: 'pl', name: 'Polski', dir: 'ltr' },
  { code: 'ru', name: 'Русский', dir: 'ltr' },
  { code: 'ja', name: '日本語', dir: 'ltr' },
  { code: 'zh', name: '中文', dir: 'ltr' },
  { code: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const SOURCE_LANGUAGE = 'fr' satisfies LanguageCode;

export const LANGUAGE_CODES: readonly LanguageCode[] = LANGUAGES.map((language) => language.code);

/** The visitor's choice, read by the server for the first paint (a name nginx can read: no hyphen). */
export const LANGUAGE_COOKIE = 'lemans_lang';

/** A link's language (`?lang=en`): it wins over the choice, for the page it opens. */
export const LANGUAGE_QUERY = 'lang';

export function isLanguage(code: unknown): code is LanguageCode {
  return LANGUAGES.some((language) => language.code === code);
}

export function directionOf(code: LanguageCode): 'ltr' | 'rtl' {
  return LANGUAGES.find((language) => language.code === code)?.dir ?? 'ltr';
}

/** The page shell of a language, as the build writes it: French keeps the plain index.html. */
export function pageShellOf(code: LanguageCode): string {
  return code === SOURCE_LANGUAGE ? '/index.html' : `/index.${code}.html`;
}

/** The web manifest of a language: its name and description in that language. */
export function manifestOf(code: LanguageCode): string {
  return code === SOURCE_LANGUAGE ? '/manifest.webmanifest' : `/manifest.${code}.webmanifest`;
}

const CHOICE_IN_COOKIES = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`);

/** The language a cookie header names as the visitor's choice, if any. */
export function chosenLanguageOf(cookies: string | undefined): LanguageCode | null {
  const match = cookies?.match(CHOICE_IN_COOKIES);
  const code = match?.[1]?.trim();
  return isLanguage(code) ? code : null;
}

/** The language a query string asks for (`?lang=`), if any. */
export function linkedLanguageOf(search: string): LanguageCode | null {
  const code = new URLSearchParams(search).get(LANGUAGE_QUERY);
  return isLanguage(code) ? code : null;
}
