import { type PublicError, publicError } from '@lemans/http';
import type { AppError, DbOrTrx } from '@lemans/platform';
import { type ErrorRequestHandler, type Response, Router } from 'express';
import { clientIp, clientKey, hashIp } from '../http/client-ip.ts';
import { type Limits, type RateDecision, retryAfterSeconds } from '../http/rate-limits.ts';
import { readJsonBody } from '../http/read-json-body.ts';
import { parseContactMessage } from './message-schema.ts';
import { insertMessage } from './messages-repository.ts';
import { contactOverloaded, tooManyMessages } from './rate-limit.ts';

/** Four fields of at most about 1.5 kB together: anything far bigger is not from the form. */
const BODY_LIMIT = 16 * 1024;

/**
 * POST /messages: a visitor's contact message (spec part 2 §7). Answers `{ success: true }` (201) or
 * `{ success: false, error, code, ...values }`: the French text, and the code the contact page words in its
 * visitor's language with the values beside it (the limit passed, the minutes to wait).
 */
export function messagesRoutes(db: DbOrTrx, limits: Limits): Router {
  const router = Router();
  router.post('/messages', readJsonBody(BODY_LIMIT), async (req, res) => {
    // Counted before validation: a script sending invalid bodies is throttled too.
    const mine = await limits.messagesPerClient.take(clientKey(req));
    if (!mine.allowed) return refuse(res, mine, tooManyMessages(mine.retryAfterMs));
    const parsed = parseContactMessage(req.body);
    if (!parsed.ok) {
      const { error, code, values = {} } = parsed;
      return answerRefusal(res, { status: 400, message: error, code, values });
    }
    // Only messages that would be stored count against the whole site's ceiling.
    const everyone = await limits.messagesOverall.take('site');
    if (!everyone.allowed) return refuse(res, everyone, contactOverloaded(everyone.retryAfterMs));
    await insertMessage(db, parsed.message, hashIp(clientIp(req)));
    res.status(201).json({ success: true });
  });
  router.use('/messages', bodyErrors);
  return router;
}

function refuse(res: Response, decision: RateDecision & { allowed: false }, limited: AppError): void {
  res.setHeader('retry-after', retryAfterSeconds(decision.retryAfterMs));
  answerRefusal(res, publicError(limited));
}

/** The contact page's answer shape: `success: false` beside what every error answer says. */
function answerRefusal(res: Response, { status, message, code, values }: PublicError): void {
  res.status(status).json({ success: false, ...values, error: message, code });
}

/**
 * A body that cannot be read gets the page's answer shape too, in French (the form's own words for the
 * two a visitor can cause, the common ones for the rest) and with the common codes; anything else goes on.
 */
const bodyErrors: ErrorRequestHandler = (err, _req, res, next) => {
  const refusal = publicError(err);
  if (refusal.code === 'request.invalid_json') {
    answerRefusal(res, { ...refusal, message: "Le message n'a pas pu être lu (JSON invalide)" });
  } else if (refusal.code === 'request.too_large') {
    answerRefusal(res, { ...refusal, message: 'Le message est trop volumineux' });
  } else if (refusal.status < 500) {
    answerRefusal(res, refusal);
  } else next(err);
};
