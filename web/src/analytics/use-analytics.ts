import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Tracking starts this long after the router is ready (spec part 1 §7). */
export const TRACKING_DELAY_MS = 100;

type Tracker = typeof import('./tracker.ts');

/** Loaded when tracking starts: nothing the visitor sees waits for it. */
let tracker: Tracker | null = null;

/**
 * Called by the shell, inside the router: its first effect means the router is ready. Tracking starts
 * 100 ms later with a view of the page then shown; every later location change is a page view (the
 * tracker's own rule drops those before it starts).
 */
export function useAnalytics(): void {
  const [path] = useLocation();

  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      void import('./tracker.ts').then(
        (loaded) => {
          tracker = loaded;
          if (current) loaded.startAnalytics();
        },
        // Without its code (the network gone), the page goes on untracked.
        () => undefined,
      );
    }, TRACKING_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, []);

  useEffect(() => tracker?.trackPageView(path), [path]);
}
