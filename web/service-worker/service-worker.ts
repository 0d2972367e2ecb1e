/// <reference lib="webworker" />
import { handlingOf } from './requests.ts';

/**
 * The site's service worker (built to /sw.js by web/build/service-worker-plugin.ts): it keeps the shell
 * (index.html and the files the live pages load first) so that a reload without network, or on a network
 * too slow to answer, still opens the site, which then shows the last live frame it kept
 * (web/src/offline/saved-frame-store.ts) and catches up through the socket once the network is back.
 */

declare const self: ServiceWorkerGlobalScope;
/** Written in by the build: the files kept at install, the admin area's files, and this build's version. */
declare const PRECACHE: readonly string[];
declare const PRIVATE_FILES: readonly string[];
declare const VERSION: string;

const SHELL_CACHE = `lemans-shell-${VERSION}`;
/** Built files met while browsing: their names change with their content, so one cache serves every build. */
const FILES_CACHE = 'lemans-files';
/** Past this many built files kept, the oldest go: a season of visits must not fill the phone. */
const MAX_FILES = 300;
/** A page's network answer waited for this long before the kept shell is shown instead. */
const PAGE_TIMEOUT_MS = 3000;
const files = {
  privateFiles: new Set(PRIVATE_FILES),
  shellFiles: new Set(PRECACHE.filter((path) => !path.startsWith('/assets/'))),
};

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('lemans-shell-') && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const handling = handlingOf(
    { url: new URL(request.url), method: request.method, mode: request.mode, origin: self.location.origin },
    files,
  );
  if (handling === 'page') event.respondWith(page(request));
  else if (handling === 'built-file') event.respondWith(builtFile(request));
});

/** The network's page when it comes in time; else the kept shell, or the network's answer without one. */
async function page(request: Request): Promise<Response> {
  const network = fetch(request);
  const timedOut = new Promise<null>((resolve) => setTimeout(() => resolve(null), PAGE_TIMEOUT_MS));
  const first = await Promise.race([network.catch(() => null), timedOut]);
  // A server error in front of the site (a proxy without its upstream) is no page either.
  if (first && first.status < 500) return first;
  const shell = await caches.match('/index.html', { cacheName: SHELL_CACHE });
  return shell ?? network;
}

async function builtFile(request: Request): Promise<Response> {
  const kept = await caches.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    void caches.open(FILES_CACHE).then(async (cache) => {
      await cache.put(request, copy);
      const keys = await cache.keys();
      await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_FILES)).map((key) => cache.delete(key)));
    });
  }
  return response;
}
