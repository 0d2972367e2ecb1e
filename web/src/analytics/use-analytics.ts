import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { startAnalytics, trackPageView } from './tracker.ts';

/** Tracking starts this long after the router is ready (spec part 1 §7). */
export const TRACKING_DELAY_MS = 100;

/**
 * Called by the shell, inside the router: its first effect means the router is ready. Tracking starts
 * 100 ms later with a view of the page then shown; every later location change is a page view.
 */
export function useAnalytics(): void {
  const [path] = useLocation();

  useEffect(() => {
    const timer = setTimeout(() => startAnalytics(), TRACKING_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => trackPageView(path), [path]);
}
