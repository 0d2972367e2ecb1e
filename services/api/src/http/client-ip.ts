import { createHash } from 'node:crypto';
import type { Request } from 'express';

/** The site server on the same host, which passes /api on. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The visitor's address. Behind the site server every request comes from the loopback, so its
 * X-Forwarded-For (which it overwrites with the address it saw) names the visitor; from anywhere else the
 * header is the client's own claim and is ignored, or anyone could pick a fresh rate-limit bucket per post.
 */
export function clientIp(req: Request): string {
  const peer = req.socket.remoteAddress ?? 'inconnue';
  if (!LOOPBACK.has(peer)) return peer;
  const forwarded = req.headers['x-forwarded-for'];
  const value = Array.isArray(forwarded) ? forwarded.at(-1) : forwarded;
  const last = value?.split(',').at(-1)?.trim();
  return last ? last.slice(0, 64) : peer;
}

/**
 * The stored trace of a client (a message's sender, an administrator): enough to spot a flood, not an
 * address to keep.
 */
export function hashIp(ip: string): string {
  return createHash('sha256').update(`lemans-client:${ip}`).digest('hex');
}
