import { type ComponentType, type JSX, lazy, useState } from 'react';
import type { CatalogPart } from './i18n/catalog-types.ts';
import { loadCatalogPart } from './i18n/i18n.ts';

/**
 * A page whose code and messages load when first shown, or before, when the page that opens on it asks
 * (main.tsx).
 */
export type LazyPage<P extends object> = ComponentType<P> & { preload(): Promise<unknown> };

/**
 * React's lazy page, which can also be loaded ahead: a page whose code is already there when it mounts
 * renders at once, with no loading fallback in between (the first screen of a page opened on it is then
 * its content, not « Chargement... »). A page that mounted before its code came stays the lazy one for its
 * whole life, so that it is never mounted twice.
 */
export function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  // A page's own words, and those of the live tools and refusals it may show (a time line, a form's error).
  messages: readonly CatalogPart[] = ['pages', 'tools'],
): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> => {
    // The page's code and its messages, in the page's language, both there when it first renders.
    loading ??= Promise.all([load(), ...messages.map(loadCatalogPart)]).then(
      ([page]) => {
        loaded = page;
        return page;
      },
      (err: unknown) => {
        // A failed download (a network that dropped) is tried again by the next visit.
        loading = null;
        throw err;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => preload().then((page) => ({ default: page })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per page, at module level, as React's lazy is
  function Page(props: P) {
    const [Shown] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Shown {...(props as P & JSX.IntrinsicAttributes)} />;
  }
  return Object.assign(Page, { preload });
}
