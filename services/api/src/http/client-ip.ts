import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { clientLimitKey } from './client-limit-key.ts';

/**
 * The visitor's address, as express works it out with the app's `trust proxy`: X-Forwarded-For is believed
 * only from the proxies named there (the site server on the loopback, TRUST_PROXY), which replace it with
 * the address they saw; from anyone else it is the client's own claim and is ignored, or a client could
 * pick a fresh rate-limit bucket per request.
 */
export function clientIp(req: Request): string {
  return (req.ip ?? req.socket.remoteAddress ?? 'inconnue').slice(0, 64);
}

/** What the client's requests are counted under in every per-client limit: see `clientLimitKey`. */
export function clientKey(req: Request): string {
  return clientLimitKey(clientIp(req));
}

/**
 * The stored trace of a client (a message's sender, an administrator): enough to spot a flood, not an
 * address to keep.
 */
export function hashIp(ip: string): string {
  return createHash('sha256').update(`lemans-client:${ip}`).digest('hex');
}
