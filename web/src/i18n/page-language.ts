import {
  chosenLanguageOf,
  isLanguage,
  LANGUAGE_COOKIE,
  type LanguageCode,
  linkedLanguageOf,
  SOURCE_LANGUAGE,
} from './languages.ts';

/** How long the visitor's choice is remembered (a year, renewed by every choice). */
const CHOICE_MAX_AGE_S = 365 * 24 * 3600;

/**
 * The language a page opens in: a link's (`?lang=`), else the visitor's choice (its cookie), else the one
 * the server gave the page shell from `Accept-Language` (`<html lang>`), else French. The shell may come
 * from the offline cache, written for another visit: the choice then still wins.
 */
export function openingLanguageOf(place: { search: string; cookies: string; shell: string }): LanguageCode {
  return (
    linkedLanguageOf(place.search) ??
    chosenLanguageOf(place.cookies) ??
    (isLanguage(place.shell) ? place.shell : SOURCE_LANGUAGE)
  );
}

/** The cookie that remembers a choice, read by the server for the next page's first paint. */
export function choiceCookieOf(code: LanguageCode): string {
  return `${LANGUAGE_COOKIE}=${code}; path=/; max-age=${CHOICE_MAX_AGE_S}; samesite=lax`;
}
