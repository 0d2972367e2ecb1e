import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * Scroll after navigation (spec part 2 §2): back or forward restores the position the page had, a link to
 * a hash scrolls smoothly to its target, any other navigation goes to the top, instantly, after 50 ms (the
 * new screen has rendered by then).
 *
 * Each history entry gets a key in its state when first shown. A new navigation arrives on an entry
 * without one; going back or forward arrives on an entry that has one, whose position was saved while
 * scrolling. (The router handles popstate before any listener of ours would, hence no popstate flag.)
 */

const SCROLL_DELAY_MS = 50;
const positions = new Map<string, number>();
let entries = 0;

function keyOfEntry(): string | null {
  const state: unknown = history.state;
  const key = state && typeof state === 'object' && 'scrollKey' in state ? state.scrollKey : null;
  return typeof key === 'string' ? key : null;
}

/** Keys the current history entry, keeping whatever state the router put there. */
function markEntry(): void {
  const state: unknown = history.state;
  if (state !== null && typeof state !== 'object') return;
  entries += 1;
  history.replaceState({ ...state, scrollKey: `${Date.now()}-${entries}` }, '');
}

function scrollSoon(top: number): () => void {
  const timer = setTimeout(() => window.scrollTo({ top, behavior: 'instant' }), SCROLL_DELAY_MS);
  return () => clearTimeout(timer);
}

export function useNavigationScroll(): void {
  const [path] = useLocation();
  const search = useSearch();

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const onScroll = () => {
      const key = keyOfEntry();
      if (key) positions.set(key, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input.
  useEffect(() => {
    const key = keyOfEntry();
    if (key) return scrollSoon(positions.get(key) ?? 0);
    markEntry();
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (!target) return scrollSoon(0);
    target.scrollIntoView({ behavior: 'smooth' });
  }, [path, search]);
}
