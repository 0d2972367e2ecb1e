import { useCallback, useEffect, useRef, useState } from 'react';

export type Polled<T> = { state: 'loading' } | { state: 'error' } | { state: 'loaded'; data: T };

/**
 * A list read now, then again `intervalMs` after each answer while `pollWhile` says work is under way (a
 * running import, a playing replay). A failed poll keeps what is shown; only a first load can fail the list.
 * `reload` reads it at once (after an action), so that the page shows what the server stored.
 */
export function usePolled<T>(
  load: () => Promise<T>,
  pollWhile: (data: T) => boolean,
  intervalMs: number,
): [Polled<T>, () => Promise<void>] {
  const [polled, setPolled] = useState<Polled<T>>({ state: 'loading' });
  const alive = useRef(true);

  const reload = useCallback(async () => {
    try {
      const data = await load();
      if (alive.current) setPolled({ state: 'loaded', data });
    } catch {
      if (alive.current) setPolled((old) => (old.state === 'loaded' ? old : { state: 'error' }));
    }
  }, [load]);

  useEffect(() => {
    alive.current = true;
    void reload();
    return () => {
      alive.current = false;
    };
  }, [reload]);

  const polling = polled.state === 'loaded' && pollWhile(polled.data);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer schedules the next read
  useEffect(() => {
    if (!polling) return;
    const timer = setTimeout(() => void reload(), intervalMs);
    return () => clearTimeout(timer);
  }, [polling, polled, reload, intervalMs]);

  return [polled, reload];
}
