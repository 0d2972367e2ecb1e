import { isIP } from 'node:net';

/** The French error of a trusted proxy's X-Forwarded-For that gives no client address. */
export const UNREADABLE_FORWARDED_FOR = 'En-tête X-Forwarded-For illisible : une adresse IP est attendue';

/**
 * Whether the client address read from a trusted proxy's X-Forwarded-For (proxy-addr's, as express's
 * `req.ip`) is one a limit can count under. `foo`, `[::1]` or `1.2.3.4:80` are not: each spelling would be
 * a client of its own, so a visitor changing it at every request would never reach a limit. A header
 * present but blank names nobody: proxy-addr then gives the proxy's own address, the one every visitor
 * behind it would share. `header` is what the request carried, `peerTrusted` whether its sender is one of
 * the trusted proxies (from anyone else the header is ignored, never refused).
 */
export function isReadableForwardedFor(
  address: string,
  header: string | string[] | undefined,
  peerTrusted: boolean,
): boolean {
  if (!peerTrusted || header === undefined) return true;
  const named = [header]
    .flat()
    .join(',')
    .split(',')
    .some((entry) => entry.trim() !== '');
  return named && isIP(address) !== 0;
}
