import type { DbOrTrx } from '@lemans/platform';
import express, { type ErrorRequestHandler, Router } from 'express';
import { clientIp, hashIp } from '../http/client-ip.ts';
import { FixedWindowLimiter, type RateLimitOptions } from '../http/fixed-window-limiter.ts';
import { parseContactMessage } from './message-schema.ts';
import { insertMessage } from './messages-repository.ts';
import { DEFAULT_MESSAGE_RATE_LIMIT, tooManyMessages } from './rate-limit.ts';

/** Four fields of at most about 1.5 kB together: anything far bigger is not from the form. */
const BODY_LIMIT = '16kb';

/**
 * POST /messages: a visitor's contact message (spec part 2 §7). Answers `{ success: true }` (201) or
 * `{ success: false, error }` with the French text the contact page shows as is.
 */
export function messagesRoutes(
  db: DbOrTrx,
  now: () => number,
  rateLimit: RateLimitOptions = DEFAULT_MESSAGE_RATE_LIMIT,
): Router {
  const limiter = new FixedWindowLimiter(rateLimit, now);
  const router = Router();
  router.post('/messages', express.json({ limit: BODY_LIMIT }), async (req, res) => {
    const ip = clientIp(req);
    // Counted before validation: a script sending invalid bodies is throttled too.
    const decision = limiter.hit(ip);
    if (!decision.allowed) {
      res.setHeader('retry-after', String(Math.ceil(decision.retryAfterMs / 1000)));
      res.status(429).json({ success: false, error: tooManyMessages(decision.retryAfterMs) });
      return;
    }
    const parsed = parseContactMessage(req.body);
    if (!parsed.ok) {
      res.status(400).json({ success: false, error: parsed.error });
      return;
    }
    await insertMessage(db, parsed.message, hashIp(ip));
    res.status(201).json({ success: true });
  });
  router.use('/messages', bodyErrors);
  return router;
}

/** A body that cannot be read gets the page's answer shape too, in French; anything else goes on. */
const bodyErrors: ErrorRequestHandler = (err, _req, res, next) => {
  const type = typeof err === 'object' && err !== null && 'type' in err ? String(err.type) : '';
  if (type === 'entity.parse.failed') {
    res.status(400).json({ success: false, error: "Le message n'a pas pu être lu (JSON invalide)" });
  } else if (type === 'entity.too.large') {
    res.status(413).json({ success: false, error: 'Le message est trop volumineux' });
  } else next(err);
};
