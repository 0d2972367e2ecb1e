/** `scheme://host[:port]` as browsers write it in the Origin header, or null for anything else. */
export function normalisedOrigin(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  return bare && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : null;
}

/**
 * Browsers always send Origin with a WebSocket handshake, so a missing one is a script or a server-side
 * client, which the same-origin rule does not concern; a present one must be in the list.
 */
export function isOriginAllowed(origin: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  const normalised = normalisedOrigin(origin);
  return normalised !== null && allowed.includes(normalised);
}
