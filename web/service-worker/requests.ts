/**
 * What the service worker does with each request, as a pure rule: the worker itself (service-worker.ts)
 * only carries it out. The site's shell and its built files are kept; nothing else is, and above all not the
 * API's answers (private ones among them) nor anything of the admin area.
 */

/** How a request is answered. */
export type RequestHandling =
  /** A page of the site: the network first, the kept shell when the network fails or is too slow. */
  | 'page'
  /** A built file (hashed name, never changes): the kept copy first, else the network, then kept. */
  | 'built-file'
  /** Left to the browser as if there were no worker. */
  | 'network';

export interface RequestFacts {
  url: URL;
  method: string;
  /** `navigate` for a page load. */
  mode: string;
  /** The worker's own origin. */
  origin: string;
}

/** The admin area's paths: its pages are only ever the network's, so that nothing of them stays on the phone. */
const ADMIN = /^\/admin(?:\/|$)/;
/** Never the worker's: the API and the socket speak for themselves (their own caching headers). */
const SERVICES = /^\/(?:api|socket)(?:\/|$)/;

/** The files the worker knows of: those it must never keep, and those it keeps with the shell. */
export interface KnownFiles {
  privateFiles: ReadonlySet<string>;
  /** Outside /assets/ (the logo, the icons, the manifest): kept as built files, their worker's version says which. */
  shellFiles: ReadonlySet<string>;
}

export function handlingOf({ url, method, mode, origin }: RequestFacts, files: KnownFiles): RequestHandling {
  if (method !== 'GET' || url.origin !== origin) return 'network';
  if (SERVICES.test(url.pathname) || ADMIN.test(url.pathname)) return 'network';
  if (mode === 'navigate') return 'page';
  if (url.search !== '' || files.privateFiles.has(url.pathname)) return 'network';
  if (url.pathname.startsWith('/assets/') || files.shellFiles.has(url.pathname)) return 'built-file';
  return 'network';
}
