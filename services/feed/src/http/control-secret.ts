import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '@lemans/platform';
import type { RequestHandler } from 'express';

const REFUSED =
  'Pilotage refusé : secret absent ou incorrect (en-tête Authorization: Bearer <FEED_CONTROL_SECRET>)';
const UNCONFIGURED =
  "Pilotage du flux indisponible : la variable FEED_CONTROL_SECRET n'est pas configurée sur le flux";

/**
 * Lets through only the calls that send `Authorization: Bearer <FEED_CONTROL_SECRET>`: whoever reaches the
 * port could otherwise stop, rewind or fault the race everyone watches. Without a configured secret nobody
 * gets through, rather than everybody. Both sides are compared as sha256 digests, so that timingSafeEqual
 * gets equal lengths and the time taken tells nothing of the secret, not even its length.
 */
export function requireControlSecret(secret: string | null): RequestHandler {
  const expected = secret === null ? null : digest(secret);
  return (req, res, next) => {
    if (expected === null) throw new AppError(UNCONFIGURED, 503);
    const presented = bearerToken(req.get('authorization'));
    if (presented === null || !timingSafeEqual(digest(presented), expected)) {
      res.set('WWW-Authenticate', 'Bearer');
      throw new AppError(REFUSED, 401);
    }
    next();
  };
}

/** The token of an `Authorization: Bearer <token>` header (the scheme's case does not matter, RFC 9110). */
function bearerToken(header: string | undefined): string | null {
  const match = header ? /^Bearer +(\S+) *$/i.exec(header) : null;
  return match?.[1] ?? null;
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
