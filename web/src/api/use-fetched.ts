import { useCallback, useEffect, useState } from 'react';
import { getJson } from './http.ts';

export type Fetched<T> = { state: 'loading' } | { state: 'error' } | { state: 'loaded'; data: T };

/**
 * One API answer for a detail page, loaded again whenever the path changes or `retry` is called (the
 * 'Réessayer' button). An answer for a path the page has since left is dropped.
 */
export function useFetched<T>(path: string): [Fetched<T>, () => void] {
  const [result, setResult] = useState<Fetched<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the reload trigger
  useEffect(() => {
    let live = true;
    setResult({ state: 'loading' });
    getJson<T>(path)
      .then((data) => live && setResult({ state: 'loaded', data }))
      .catch(() => live && setResult({ state: 'error' }));
    return () => {
      live = false;
    };
  }, [path, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return [result, retry];
}
