import { useSyncExternalStore } from 'react';
import type { TableWidth } from './ranking-columns.ts';

/** ranking-page.css's phone layout. */
const PHONE_QUERY = '(max-width: 640px)';

let phone: MediaQueryList | null = null;
const phoneQuery = (): MediaQueryList => {
  phone ??= window.matchMedia(PHONE_QUERY);
  return phone;
};

function subscribe(changed: () => void): () => void {
  const query = phoneQuery();
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

/** The width the ranking's table is laid out for, following the window (a phone turned, a window resized). */
export function useTableWidth(): TableWidth {
  return useSyncExternalStore(subscribe, () => (phoneQuery().matches ? 'phone' : 'wide'));
}
