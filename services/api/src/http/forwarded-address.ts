import { isReadableForwardedFor, UNREADABLE_FORWARDED_FOR } from '@lemans/http';
import { BadRequestError } from '@lemans/platform';
import type { RequestHandler } from 'express';

/**
 * Refuses a request whose trusted proxy gives no readable client address in X-Forwarded-For
 * (isReadableForwardedFor): every limit counts per client, and a client naming himself anew at each
 * request would never reach one. Express's compiled `trust proxy` says whether the peer is such a proxy.
 */
export const refuseUnreadableForwardedFor: RequestHandler = (req, _res, next) => {
  const trusted = req.app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  const peerTrusted = trusted(req.socket.remoteAddress ?? '', 0);
  if (!isReadableForwardedFor(req.ip ?? '', req.headers['x-forwarded-for'], peerTrusted)) {
    throw new BadRequestError(UNREADABLE_FORWARDED_FOR);
  }
  next();
};
