import type { IncomingMessage } from 'node:http';
import { isReadableForwardedFor } from '@lemans/http';
import proxyAddr from 'proxy-addr';

/** What the API and the realtime server are told of the visitor, in place of anything he sent himself. */
export interface ForwardedHeaders {
  'x-forwarded-for': string;
  'x-forwarded-proto': 'http' | 'https';
}

/**
 * The visitor's address and scheme as the site server can vouch for them: proxy-addr walks X-Forwarded-For
 * back from the connection's peer through the proxies in `trustProxy` (express's `trust proxy` words) and
 * stops at the first address none of them is, so a visitor who writes the header himself only adds an
 * address that is never read. The scheme follows the same rule as express's `req.protocol`: a trusted
 * peer's X-Forwarded-Proto (its first value), else plain http, since TLS ends at the proxy in front.
 * Null when a trusted proxy's header gives no address the limits can count under (isReadableForwardedFor).
 */
export function forwardedHeadersFor(
  trustProxy: readonly string[],
): (req: IncomingMessage) => ForwardedHeaders | null {
  const trust = proxyAddr.compile([...trustProxy]);
  return (req) => {
    const peerTrusted = trust(req.socket.remoteAddress ?? '', 0);
    const claimed = String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim()
      .toLowerCase();
    const address = proxyAddr(req, trust) ?? '';
    if (!isReadableForwardedFor(address, req.headers['x-forwarded-for'], peerTrusted)) return null;
    return {
      'x-forwarded-for': address,
      'x-forwarded-proto': peerTrusted && claimed === 'https' ? 'https' : 'http',
    };
  };
}
