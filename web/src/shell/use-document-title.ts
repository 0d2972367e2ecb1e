import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import { useLanguage } from '../i18n/use-language.tsx';
import { documentTitle } from '../routes.ts';

/**
 * Names the document after the route (its title and the site's suffix), in the page's language. A layout effect runs before any
 * passive effect of the same commit, so a screen that names itself from its data (a team, a driver) in a
 * useEffect still has the last word.
 */
export function useDocumentTitle(): void {
  const [path] = useLocation();
  const language = useLanguage();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new language names the page again
  useLayoutEffect(() => {
    document.title = documentTitle(path);
  }, [path, language]);
}
