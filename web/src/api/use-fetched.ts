import { useCallback, useEffect, useRef, useState } from 'react';
import { getJson } from './http.ts';

export type Fetched<T> = { state: 'loading' } | { state: 'error' } | { state: 'loaded'; data: T };

/**
 * One API answer for a page, loaded again whenever the path changes or `reload` is called (the 'Réessayer'
 * button, a socket notice). A reload of the same path keeps showing what was loaded until the new answer
 * arrives, and keeps it if the reload fails, so that a live refresh never blanks the page. An answer for a
 * path the page has since left is dropped.
 */
export function useFetched<T>(path: string): [Fetched<T>, () => void] {
  const [result, setResult] = useState<Fetched<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadedPath = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger
  useEffect(() => {
    let live = true;
    const refreshing = loadedPath.current === path;
    if (!refreshing) setResult({ state: 'loading' });
    getJson<T>(path)
      .then((data) => {
        if (!live) return;
        loadedPath.current = path;
        setResult({ state: 'loaded', data });
      })
      .catch(() => {
        if (live && !refreshing) setResult({ state: 'error' });
      });
    return () => {
      live = false;
    };
  }, [path, attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  return [result, reload];
}
