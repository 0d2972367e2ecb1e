/**
 * Runs `run` once the page has loaded and `delayMs` more have passed, when the browser is idle (or at most
 * `delayMs` later still, at least a second: a page busy with live frames is never quite idle); returns what
 * cancels it. For what must not compete with the page's own first answers and paints on a phone: a third
 * party's player, the service worker's downloads.
 */
export function afterLoadWhenIdle(run: () => void, delayMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const later = () => {
    timer = setTimeout(() => {
      if ('requestIdleCallback' in window)
        idle = requestIdleCallback(run, { timeout: Math.max(delayMs, 1000) });
      else run();
    }, delayMs);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    window.removeEventListener('load', later);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
