import { afterLoadWhenIdle } from '../shell/after-load.ts';

/** After the page's load, the worker waits this long for the page's own first answers and socket frames. */
const AFTER_LOAD_MS = 5000;

/**
 * Registers the site's service worker (/sw.js, web/service-worker) a few seconds after the page has loaded,
 * when the browser is idle: the shell it downloads to keep must not compete with the page's own first load
 * and first live frames on a slow network or a phone's CPU. Browsers without service workers, or refusing
 * it (private browsing), simply go without.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  afterLoadWhenIdle(
    () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined),
    AFTER_LOAD_MS,
  );
}
