/**
 * Registers the site's service worker (/sw.js, web/service-worker) once the page has loaded: the shell it
 * downloads to keep must not compete with the page's own first load on a slow network. Browsers without
 * service workers, or refusing it (private browsing), simply go without.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
