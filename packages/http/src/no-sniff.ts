import type { RequestHandler } from 'express';

export const NO_SNIFF_HEADER = 'x-content-type-options';

/**
 * On every answer: the browser reads a body as its Content-Type says and never guesses, so that JSON, CSV or
 * an error quoting what a visitor sent is never taken for a page or a script.
 */
export const noSniff: RequestHandler = (_req, res, next) => {
  res.setHeader(NO_SNIFF_HEADER, 'nosniff');
  next();
};
