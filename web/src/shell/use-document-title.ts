import { useLayoutEffect } from 'react';
import { useLocation } from 'wouter';
import { documentTitle } from '../routes.ts';

/**
 * Names the document after the route (its title and the site's suffix). A layout effect runs before any
 * passive effect of the same commit, so a screen that names itself from its data (a team, a driver) in a
 * useEffect still has the last word.
 */
export function useDocumentTitle(): void {
  const [path] = useLocation();
  useLayoutEffect(() => {
    document.title = documentTitle(path);
  }, [path]);
}
