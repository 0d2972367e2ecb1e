import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';
import {
  chosenLanguageOf,
  isLanguage,
  LANGUAGE_CODES,
  LANGUAGE_QUERY,
  LANGUAGES,
  type LanguageCode,
  linkedLanguageOf,
  SOURCE_LANGUAGE,
} from '../src/i18n/languages.ts';

/**
 * The language of a page's first paint: a link's (`?lang=`), else the visitor's choice (its cookie), else
 * the one their browser prefers among the site's (`Accept-Language`), else French. The shipped nginx
 * configuration chooses alike (deploy/nginx).
 */
export function pageLanguageOf(req: IncomingMessage, search: string): LanguageCode {
  const accepted = new Negotiator(req).language([...LANGUAGE_CODES]);
  return (
    linkedLanguageOf(search) ??
    chosenLanguageOf(req.headers.cookie) ??
    (isLanguage(accepted) ? accepted : null) ??
    SOURCE_LANGUAGE
  );
}

/**
 * The page's versions in every language, for search engines (a Link header: the path is only known per
 * request), the plain address as the default.
 */
export function languageAlternatesOf(path: string): string {
  const versions = LANGUAGES.map(
    ({ code }) => `<${path}?${LANGUAGE_QUERY}=${code}>; rel="alternate"; hreflang="${code}"`,
  );
  return [...versions, `<${path}>; rel="alternate"; hreflang="x-default"`].join(', ');
}
