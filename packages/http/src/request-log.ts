import type { Logger } from '@lemans/platform';
import type { RequestHandler } from 'express';

/** One debug line per request: pollers hit the feed every few seconds, so info would drown the log. */
export function requestLog(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const startedAt = performance.now();
    res.on('finish', () => {
      logger.debug(
        {
          method: req.method,
          url: req.originalUrl,
          status: res.statusCode,
          ms: Math.round(performance.now() - startedAt),
        },
        'requête servie',
      );
    });
    next();
  };
}
