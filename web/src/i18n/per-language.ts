import { pageLanguage } from './i18n.ts';
import type { LanguageCode } from './languages.ts';

/**
 * What `make` builds for the page's language, built once per language: Intl formatters cost far more to
 * make than to use, and a screen formats at every render.
 */
export function perLanguage<Made>(make: (language: LanguageCode) => Made): () => Made {
  const made = new Map<LanguageCode, Made>();
  return () => {
    const language = pageLanguage();
    let shown = made.get(language);
    if (shown === undefined) {
      shown = make(language);
      made.set(language, shown);
    }
    return shown;
  };
}
