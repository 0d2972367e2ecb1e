/**
 * What the browser is told to refuse on the site's behalf (see README, "Security headers"). The built site
 * runs no inline script or style, so the policy needs no 'unsafe-inline': a script injected into a page
 * would not run.
 */

/** On every answer of the site server: files are never sniffed as another type, addresses stay private. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  // Origin only to other sites: embedded players need it (YouTube refuses to play without a referrer).
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** A host name or address with an optional port: anything else in Host must not reach the policy. */
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The page's Content-Security-Policy. Images and players come from elsewhere: news pictures are on the
 * sources' servers, and the videos and replays pages embed whichever player the admin gave (YouTube or
 * another), hence any https image or frame. The socket is on the page's own host: `'self'` covers ws: and
 * wss: in CSP 3, and naming them keeps older browsers connecting.
 */
export function contentSecurityPolicy(host: string | undefined): string {
  const socket = host && PLAIN_HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${socket}`,
    'frame-src https:',
    // The site's own service worker (/sw.js), and no other worker from anywhere else.
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The headers of a page (index.html, for every route of the single-page app). */
export function pageHeaders(host: string | undefined): Record<string, string> {
  return {
    ...COMMON_HEADERS,
    'content-security-policy': contentSecurityPolicy(host),
    // Older browsers ignore frame-ancestors.
    'x-frame-options': 'DENY',
  };
}
